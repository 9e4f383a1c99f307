// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { EARLY_SUBMIT_GUARD_SCRIPT, replayEarlySubmit } from "./early-submit.ts";

beforeAll(() => {
  // As the document's inline script runs it: once, at the start.
  new Function(EARLY_SUBMIT_GUARD_SCRIPT).call(window);
});

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

/** A form in the page, and the submit events that reached the page's own (bubbling) listener. */
function pageForm(attributes: Record<string, string> = {}) {
  const form = document.createElement("form");
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value);
  const password = document.createElement("input");
  password.name = "password";
  password.value = "secret";
  form.append(password);
  document.body.append(form);
  const reached: SubmitEvent[] = [];
  document.addEventListener("submit", (event) => reached.push(event as SubmitEvent));
  return { form, reached };
}

describe("a form pressed before the page has hydrated", () => {
  it("is not submitted by the browser, and is submitted once, through the page, when it has hydrated", () => {
    const { form, reached } = pageForm();
    form.requestSubmit();
    expect(reached).toHaveLength(1);
    expect(reached[0]?.defaultPrevented).toBe(true);

    document.documentElement.dataset.hydrated = "true";
    replayEarlySubmit();
    expect(reached).toHaveLength(2);
    // Nothing is left to replay.
    replayEarlySubmit();
    expect(reached).toHaveLength(2);
  });

  it("is never submitted by the browser after hydration either, and nothing is kept to replay", () => {
    document.documentElement.dataset.hydrated = "true";
    const { form, reached } = pageForm();
    form.requestSubmit();
    expect(reached[0]?.defaultPrevented).toBe(true);
    replayEarlySubmit();
    expect(reached).toHaveLength(1);
  });

  it("leaves a form with an action of its own to the browser, and replays nothing gone from the page", () => {
    const { form } = pageForm({ action: "/games", method: "get" });
    let preventedBefore: boolean | undefined;
    form.addEventListener("submit", (event) => {
      preventedBefore = event.defaultPrevented;
      event.preventDefault(); // the test's page stays
    });
    form.requestSubmit();
    expect(preventedBefore).toBe(false);
    const early = pageForm();
    early.form.requestSubmit();
    early.form.remove();
    document.documentElement.dataset.hydrated = "true";
    replayEarlySubmit();
    expect(early.reached).toHaveLength(1);
  });
});
