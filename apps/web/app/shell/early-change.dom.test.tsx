// @vitest-environment happy-dom
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { EARLY_CHANGE_GUARD_SCRIPT, replayEarlyChange } from "./early-change.ts";

beforeAll(() => {
  // As the document's inline script runs it: once, at the start.
  new Function(EARLY_CHANGE_GUARD_SCRIPT).call(window);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

/** A controlled select like the language select: it reports every language picked through React. */
function Languages({ picked, marked = true }: { picked: string[]; marked?: boolean }) {
  const [value, setValue] = useState("en");
  return (
    <select
      aria-label="Language"
      data-early-change={marked ? "" : undefined}
      value={value}
      onChange={(event) => {
        picked.push(event.target.value);
        setValue(event.target.value);
      }}
    >
      <option value="en">English</option>
      <option value="es">Español</option>
    </select>
  );
}

/** The server's HTML of the select in the page, not yet hydrated. */
function serverRendered(element: React.ReactElement): { container: HTMLElement; select: HTMLSelectElement } {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return { container, select: container.querySelector("select") as HTMLSelectElement };
}

function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

function hydrate(container: HTMLElement, element: React.ReactElement): void {
  act(() => {
    root = hydrateRoot(container, element);
  });
  document.documentElement.dataset.hydrated = "true";
}

describe("a language picked before the page has hydrated", () => {
  it("reaches the page's handler once it has hydrated, once", () => {
    const picked: string[] = [];
    const page = <Languages picked={picked} />;
    const { container, select } = serverRendered(page);
    pick(select, "es");
    expect(picked).toEqual([]);

    hydrate(container, page);
    act(() => replayEarlyChange());
    expect(picked).toEqual(["es"]);
    expect(select.value).toBe("es");
    act(() => replayEarlyChange());
    expect(picked).toEqual(["es"]);
  });

  it("is not kept for a select without the mark, nor once the page has hydrated", () => {
    const unmarked: string[] = [];
    const first = <Languages picked={unmarked} marked={false} />;
    const one = serverRendered(first);
    pick(one.select, "es");
    hydrate(one.container, first);
    act(() => replayEarlyChange());
    expect(unmarked).toEqual([]);

    // Hydrated: React answers the change itself, and nothing is replayed on top of it.
    pick(one.select, "en");
    act(() => replayEarlyChange());
    expect(unmarked).toEqual(["en"]);
  });

  it("is dropped when the select has left the page", () => {
    const picked: string[] = [];
    const { select } = serverRendered(<Languages picked={picked} />);
    pick(select, "es");
    select.remove();
    document.documentElement.dataset.hydrated = "true";
    expect(() => replayEarlyChange()).not.toThrow();
    expect(picked).toEqual([]);
  });
});
