// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { untilIntervalStarts } from "../test/fake-clock.ts";
import { renderPage } from "../test/render-page.tsx";
import { tournament } from "./fixtures.test-support.ts";
import { TournamentTimer } from "./tournament-timer.tsx";

afterEach(() => {
  vi.useRealTimers();
});

const START = Date.parse("2030-01-01T10:00:00.000Z");

/** The clock starts at `now`; only Date and intervals are faked (Testing Library still waits on real timeouts). */
function at(now: number) {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now });
}

describe("the tournament timer (spec point 4)", () => {
  it("counts down to the start of a new tournament every second, then to its end", async () => {
    at(START - (3_600_000 + 2 * 60_000 + 3_000));
    renderPage(() => <TournamentTimer tournament={tournament({ status: "new" })} serverNow={Date.now()} />);
    expect(await screen.findByText("Starts in")).toBeTruthy();
    const timer = screen.getByRole("timer");
    expect(timer.textContent).toBe("01:02:03");
    // Ticking is never announced: a timer is not a live region.
    expect(timer.getAttribute("aria-live")).toBe("off");

    // The clock's interval starts in an effect, which shared CI cores may run after the text shows.
    await untilIntervalStarts();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole("timer").textContent).toBe("01:02:02");

    // Past the start, before the server's status changes, it already counts to the end (two days).
    act(() => vi.advanceTimersByTime(3_722_000));
    expect(screen.getByText("Ends in")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("2 days 00:00:00");
  });

  it("says a started tournament ends in the time left, with days", async () => {
    at(START + 3_600_000);
    renderPage(() => <TournamentTimer tournament={tournament({ status: "started" })} serverNow={Date.now()} />);
    expect(await screen.findByText("Ends in")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("1 day 23:00:00");
  });

  it("says an ended tournament has ended, and a canceled one was canceled, with no clock", async () => {
    at(START);
    renderPage(() => <TournamentTimer tournament={tournament({ status: "ended" })} serverNow={Date.now()} />);
    expect(await screen.findByText("Ended")).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();

    renderPage(() => <TournamentTimer tournament={tournament({ status: "canceled" })} serverNow={Date.now()} />);
    expect(await screen.findByText("Canceled")).toBeTruthy();
  });

  it("starts from the server's time and follows the browser's clock once mounted", async () => {
    at(START - 10_000);
    const serverNow = START - 20_000;
    renderPage(() => <TournamentTimer tournament={tournament({ status: "new" })} serverNow={serverNow} />);
    // After mount the browser's clock takes over (10 s left, not the server's 20 s).
    expect(await screen.findByText("00:00:10")).toBeTruthy();
  });
});
