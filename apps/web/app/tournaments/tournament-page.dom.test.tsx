// @vitest-environment happy-dom
import type { TournamentPlayer } from "@croupier/contract/schemas/tournaments";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { row, tournament } from "./fixtures.test-support.ts";
import { Leaderboard } from "./leaderboard.tsx";
import { TournamentPage } from "./tournament-page.tsx";
import type { SubscribeChannel } from "./use-tournament-live.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { id: 7, email: "player@example.com", currency: "EUR" };

function board(top: TournamentPlayer[], own: TournamentPlayer | null) {
  return renderPage(() => (
    <Leaderboard strategy="spin" currency="EUR" locale="en" currencies={[]} top={top} own={own} isRunning />
  ));
}

/** A channel the test publishes on, as the realtime server would. */
function fakeChannel() {
  const channel: { publish: (data: unknown) => void; subscribed: string[] } = { publish: () => {}, subscribed: [] };
  const subscribe: SubscribeChannel = async (options) => {
    channel.subscribed.push(options.channel);
    channel.publish = options.onPublication;
    return { stop: () => {} };
  };
  return { channel, subscribe };
}

describe("the leaderboard", () => {
  it("highlights the player's own row and shows names over 10 characters as 7 and an ellipsis", async () => {
    board(
      [
        row(1, "Maximilianus", { games_taken: 40 }),
        row(2, "Alexandra10", { games_taken: 31, current_player: true }),
        row(3, "Ann", { games_taken: 12 }),
      ],
      row(2, "Alexandra10", { games_taken: 31 }),
    );
    const table = await screen.findByRole("table", { name: /Leaderboard/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((tr) => tr.textContent)).toEqual(["1Maximil…40", "2Alexand…You31", "3Ann12"]);
    expect(rows[1]?.getAttribute("aria-current")).toBe("true");
    expect(rows[0]?.getAttribute("aria-current")).toBeNull();
    expect(screen.queryByRole("table", { name: "Your place" })).toBeNull();
  });

  it("shows the player's own row under the table when it is outside the first places", async () => {
    board(
      [row(1, "Ann", { games_taken: 40 }), row(2, "Bob", { games_taken: 30 })],
      row(14, "Chloe", { games_taken: 2 }),
    );
    const own = await screen.findByRole("table", { name: "Your place" });
    expect(own.textContent).toBe("14ChloeYou2");
    expect(screen.getByText("Your place: 14")).toBeTruthy();
  });
});

describe("a tournament's page", () => {
  it("updates the leaderboard live from the channel and reads the player's own place again", async () => {
    const { channel, subscribe } = fakeChannel();
    const own = row(3, "Chloe", { games_taken: 5 });
    const status = vi.fn(() => Response.json([own]));
    stubApi({
      "GET /api/tournaments/5": () => Response.json(tournament({ top_players: [row(1, "Ann", { games_taken: 9 })] })),
      "GET /api/tournaments/5/status": status,
    });
    renderPage(
      () => <TournamentPage initial={tournament()} initialOwn={null} serverNow={Date.now()} subscribe={subscribe} />,
      { shell: { player: PLAYER as never } },
    );
    expect(
      await screen.findByText("No scores yet: the first rounds played in the tournament's games put players here."),
    ).toBeTruthy();
    await waitFor(() => expect(channel.subscribed).toEqual(["public:tournament:5"]));

    channel.publish({
      event: "leaderboard",
      tournament_id: 5,
      status: "started",
      top_players: [
        row(1, "Ann", { games_taken: 9 }),
        row(2, "Bob", { games_taken: 7 }),
        row(3, "Chloe", { games_taken: 5 }),
      ],
    });
    const table = await screen.findByRole("table", { name: /Leaderboard/ });
    await waitFor(() => expect(within(table).getByRole("row", { current: true }).textContent).toBe("3ChloeYou5"));
    expect(status).toHaveBeenCalled();
  });

  it("confirms participation with the spec's text, and says why it cannot", async () => {
    const confirm = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ errors: { confirmed: ["The tournament has ended."] } }, { status: 422 }))
      .mockResolvedValueOnce(Response.json({ confirmed: true }));
    stubApi({
      "POST /api/tournaments/5/confirm": () => confirm(),
      "GET /api/tournaments/5/status": () => Response.json([row(null, "Chloe")]),
    });
    const { subscribe } = fakeChannel();
    renderPage(
      () => (
        <TournamentPage
          initial={tournament({ user_confirmation_required: true })}
          initialOwn={null}
          serverNow={Date.now()}
          subscribe={subscribe}
        />
      ),
      { shell: { player: PLAYER as never } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Confirm participation" }));
    expect(await screen.findByText("Participation can't be confirmed")).toBeTruthy();
    expect(screen.getByText("The tournament has ended.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Confirm participation" }));
    expect(await screen.findByText("Participation successfully confirmed")).toBeTruthy();
    expect(await screen.findByText("Participation confirmed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm participation" })).toBeNull();
  });

  it("asks a visitor to sign in to take part, through the sign-in modal", async () => {
    stubApi({});
    const { subscribe } = fakeChannel();
    renderPage(
      () => (
        <TournamentPage
          initial={tournament({ user_confirmation_required: true })}
          initialOwn={null}
          serverNow={Date.now()}
          subscribe={subscribe}
        />
      ),
      { path: "/tournaments/5" },
    );
    const link = await screen.findByRole("link", { name: "Sign in to take part" });
    expect(link.getAttribute("href")).toBe("/tournaments/5?sign-in=modal");
  });

  it("shows an ended tournament's winners and a canceled one's reason", async () => {
    stubApi({});
    const { subscribe } = fakeChannel();
    const ended = tournament({ status: "ended", in_progress: false });
    ended.prizes = ended.prizes.map((prize, index) => ({
      ...prize,
      nickname: ["Maximilianus", "Bob", null][index] ?? null,
    }));
    renderPage(() => <TournamentPage initial={ended} initialOwn={null} serverNow={Date.now()} subscribe={subscribe} />);
    const winners = await screen.findByRole("table", { name: "Winners" });
    expect(
      within(winners)
        .getAllByRole("row")
        .map((tr) => tr.textContent),
    ).toEqual(["PlacePlayerPrize", "1Maximil…€300.00", "2Bob€150.00"]);
    expect(screen.queryByRole("button", { name: "Confirm participation" })).toBeNull();

    renderPage(() => (
      <TournamentPage
        initial={tournament({ status: "canceled", cancel_reason: "A game provider was offline." })}
        initialOwn={null}
        serverNow={Date.now()}
        subscribe={subscribe}
      />
    ));
    expect(await screen.findByRole("heading", { name: "This tournament was canceled" })).toBeTruthy();
    expect(screen.getByText("A game provider was offline.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Winners" })).toBeNull();
  });
});
