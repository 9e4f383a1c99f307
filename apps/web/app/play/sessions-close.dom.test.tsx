// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import type { GamePageData } from "./game-page-data.ts";
import { GameSession } from "./game-session.tsx";
import { DEFAULT_PLAY_RULES } from "./play-rules.ts";

afterEach(() => vi.unstubAllGlobals());

const PLAYER = { id: 7, email: "player@example.com", currency: "EUR", accounts: [] };
const PAGE: GamePageData = {
  game: {
    identifier: "croupier/pebble-dice",
    title: "Pebble Dice",
    provider: "croupier",
    providerTitle: "Croupier Studio",
    thumbnail: "/pebble-dice.png",
    currencies: { EUR: { id: 11 }, FUN: { id: 12 } },
    playable: true,
  },
  id: 11,
  currency: "EUR",
  mode: "real",
  rules: DEFAULT_PLAY_RULES,
  providerTitles: {},
};
const OPEN = [
  {
    id: 90,
    identifier: "croupier/lucky-slot",
    currency: "EUR",
    device: "mobile",
    started_at: "2026-11-27T06:00:00Z",
    last_activity_at: "2026-11-27T06:05:00Z",
  },
];
const LAUNCH = { url: "/studio/pebble-dice?token=t", mode: "real", currency: "EUR", identifier: PAGE.game.identifier };

function renderGame() {
  renderPage(() => <GameSession page={PAGE} switchId={12} />, {
    path: "/games/croupier/pebble-dice/11",
    shell: { player: PLAYER as never },
  });
}

describe("the game-sessions-close modal", () => {
  it("asks to close a game left open on another device, and opens this one once confirmed", async () => {
    let open = OPEN;
    const fetch = stubApi({
      "GET /api/player/game_sessions": () => Response.json(open),
      "GET /api/games_info": () =>
        Response.json({ "croupier/lucky-slot": { identifier: "croupier/lucky-slot", title: "Lucky Slot" } }),
      "DELETE /api/player/game_sessions/90": () => {
        open = [];
        return new Response(null, { status: 204 });
      },
      "GET /api/games/11/play": () => Response.json({ ...LAUNCH, session_id: 91 }),
    });
    renderGame();
    const dialog = await screen.findByRole("dialog", { name: "Close your other game?" });
    expect(within(dialog).getByText("Lucky Slot")).toBeTruthy();
    expect(within(dialog).getByText(/\(EUR\), opened .+ on a phone or tablet/)).toBeTruthy();
    // Nothing is launched before the player answers.
    const launched = () => fetch.mock.calls.filter(([input]) => String(input).includes("/api/games/11/play"));
    expect(launched()).toHaveLength(0);

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close it and play here" }));
    await waitFor(() => expect(launched()).toHaveLength(1));
    const closed = fetch.mock.calls.find(([input, init]) => String(input).includes("/90") && init?.method === "DELETE");
    expect(closed).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Close your other game?" })).toBeNull());
    expect(await screen.findByTitle("Pebble Dice")).toBeTruthy();
  });

  it("opens the game at once when nothing is open elsewhere", async () => {
    const fetch = stubApi({
      "GET /api/player/game_sessions": () => Response.json([]),
      "GET /api/games/11/play": () => Response.json({ ...LAUNCH, session_id: 92 }),
    });
    renderGame();
    expect(await screen.findByTitle("Pebble Dice")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes("/api/games/11/play"))).toBe(true);
  });
});
