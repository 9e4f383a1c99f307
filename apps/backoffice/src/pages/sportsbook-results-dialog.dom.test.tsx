// @vitest-environment happy-dom
import type { OperatorBookMarket } from "@croupier/contract/schemas/sportsbook-book";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResultsDialog } from "./sportsbook-results-dialog.tsx";

// The results dialog in a simulated document (fetch answered here): a result per selection is
// required, a dead heat needs its factor, the confirmation says how many bets the settlement
// touches before anything is posted, the platform's field error comes back under its field, and
// a resettle asks for a reason. The settlement itself is proven end to end (e2e/backoffice/sportsbook.spec.ts).

function selection(id: number, name: string, price: string) {
  return {
    id,
    market_id: 9,
    name,
    price,
    price_fraction: "",
    active: true,
    result: null,
    dead_heat_factor: null,
    position: id,
    liability: [],
  };
}

const market: OperatorBookMarket = {
  id: 9,
  event_id: 4,
  type: "match_result",
  name: "Match result",
  line: null,
  status: "suspended",
  main: true,
  position: 0,
  open_bets: 3,
  settled_at: null,
  selections: [selection(1, "Northport", "2.1"), selection(2, "Draw", "3.4"), selection(3, "Eastvale", "3.5")],
};

const settlement = { market: { ...market, status: "settled" }, bets_settled: 3, bets_paid: 1, paid: [] };

type Answer = { status: number; body: unknown };

function renderDialog(answers: (path: string, init?: RequestInit) => Answer, resettle = false) {
  // The reason box grows with its text (the autosize listens to the document's fonts).
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
  const calls: { path: string; init?: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
    calls.push({ path, init });
    const { status, body } = answers(path, init);
    return new Response(JSON.stringify(body), { status });
  });
  const onDone = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ResultsDialog market={market} resettle={resettle} onClose={() => {}} onDone={onDone} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls, onDone, dialog: screen.getByRole("dialog") };
}

/** Picks `label` in the result select of `name`. */
function choose(dialog: HTMLElement, name: string, label: string) {
  fireEvent.click(within(dialog).getByRole("combobox", { name: `Result for ${name}` }));
  fireEvent.click(screen.getByRole("option", { name: label }));
}

const posts = (calls: { path: string; init?: RequestInit }[]) => calls.filter((call) => call.init?.method === "POST");

describe("ResultsDialog", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for every result and a dead heat's factor, then confirms how many bets it settles before posting", async () => {
    const { calls, onDone, dialog } = renderDialog(() => ({ status: 200, body: settlement }));
    expect(within(dialog).getByText("Results of Match result")).toBeTruthy();

    choose(dialog, "Northport", "Won");
    fireEvent.click(within(dialog).getByRole("button", { name: "Review settlement" }));
    expect(within(dialog).getAllByText("Required.")).toHaveLength(2);

    choose(dialog, "Draw", "Dead heat");
    choose(dialog, "Eastvale", "Lost");
    const factor = within(dialog).getByRole("textbox", { name: "Dead-heat factor for Draw" });
    fireEvent.change(factor, { target: { value: "0.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Review settlement" }));
    expect(within(dialog).getByText("Enter a fraction up to 1, such as 1/2.")).toBeTruthy();
    fireEvent.change(factor, { target: { value: "1/2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Review settlement" }));

    // The confirmation: the count of bets, the results, and still nothing posted.
    await within(dialog).findByText("Settle Match result?");
    expect(within(dialog).getByText(/open bets with a selection in this market \(3 bets\)/)).toBeTruthy();
    expect(within(dialog).getByText("Draw: Dead heat (factor 1/2)")).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Settle 3 bets" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[1]).toBe("Match result is settled: 3 bets settled.");
    const [post] = posts(calls);
    expect(post?.path).toBe("/api/operator/sportsbook/markets/9/result");
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      results: [
        { selection_id: 1, result: "won" },
        { selection_id: 2, result: "dead_heat", dead_heat_factor: "1/2" },
        { selection_id: 3, result: "lost" },
      ],
    });
  });

  it("shows the platform's refusal under the field it names, back on the results", async () => {
    const { onDone, dialog } = renderDialog(() => ({
      status: 422,
      body: { error: "Validation failed", errors: { "results.1.dead_heat_factor": ["must be at most 1"] } },
    }));
    choose(dialog, "Northport", "Won");
    choose(dialog, "Draw", "Dead heat");
    choose(dialog, "Eastvale", "Lost");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Dead-heat factor for Draw" }), {
      target: { value: "1/1" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Review settlement" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Settle 3 bets" }));

    await within(dialog).findByText("must be at most 1");
    const factor = within(dialog).getByRole("textbox", { name: "Dead-heat factor for Draw" });
    expect(factor.getAttribute("aria-invalid")).toBe("true");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("resettles with a reason, counting the bets the first settlement closed", async () => {
    const { calls, onDone, dialog } = renderDialog(
      (path) =>
        path.startsWith("/api/operator/sportsbook/bets")
          ? { status: 200, body: { data: [], pagination: { page: 1, per_page: 1, total_count: 5 } } }
          : { status: 200, body: { ...settlement, bets_settled: 5 } },
      true,
    );
    for (const name of ["Northport", "Draw", "Eastvale"]) choose(dialog, name, name === "Draw" ? "Won" : "Lost");
    fireEvent.click(within(dialog).getByRole("button", { name: "Review settlement" }));
    await within(dialog).findByText(/reverses the earlier settlement of 5 bets/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Resettle 5 bets" }));
    expect(within(dialog).getByText("Required.")).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason for the correction/ }), {
      target: { value: "Goal disallowed after review" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resettle 5 bets" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [post] = posts(calls);
    expect(post?.path).toBe("/api/operator/sportsbook/markets/9/resettle");
    expect(JSON.parse(String(post?.init?.body)).reason).toBe("Goal disallowed after review");
  });
});
