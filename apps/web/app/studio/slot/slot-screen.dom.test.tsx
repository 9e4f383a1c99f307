// @vitest-environment happy-dom
import type { StudioFreespins } from "@croupier/contract/schemas/freespins";
import type { StudioPlay, StudioSession } from "@croupier/contract/schemas/studio";
import { findStudioTitle, type SlotTitle } from "@croupier/games";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_PLAY_RULES } from "../../play/play-rules.ts";
import { renderPage } from "../../test/render-page.tsx";
import type { SlotInfo } from "../types.ts";
import type { StudioGame } from "../use-studio-game.ts";
import { SlotScreen } from "./slot-screen.tsx";

// The slot screen with the player's bonus free spins: "Free spin N of M" in place of Spin, the
// bet fixed at theirs, and the spin sent as one of them (freespins_id), not as a paid spin.

const title = findStudioTitle("lantern-tide") as SlotTitle;
const { definition } = title;
const info: SlotInfo = {
  bet_limits: { min: 20, max: 10_000, step: 20 },
  rows: definition.rows,
  reels: definition.reels.length,
  symbols: definition.symbols.map((symbol) => ({ ...symbol, pays: symbol.pays ?? null })),
  lines: definition.lines,
  scatter_pays: definition.scatterPays,
  free_spins: {
    awards: definition.freeSpins.awards,
    multiplier: definition.freeSpins.multiplier,
    retrigger: definition.freeSpins.retrigger,
  },
  bonus_buy: null,
};

function gameWith(freespins: StudioFreespins | null, play: StudioGame["play"]): StudioGame {
  return {
    status: "ready",
    session: {
      currency: "EUR",
      title_id: "lantern-tide",
      rtp_percent: 95.67,
      rules: DEFAULT_PLAY_RULES,
    } as StudioSession,
    balance: 5_000,
    fairness: null,
    roundState: null,
    freespins,
    lastPlay: null,
    busy: false,
    paused: false,
    cooldownUntil: 0,
    now: Date.now(),
    refusal: null,
    announcement: { text: "", id: 0 },
    playCount: 0,
    records: new Map(),
    api: {} as StudioGame["api"],
    canPlay: true,
    play,
    announce: () => {},
    dismissRefusal: () => {},
    setFairness: () => {},
  };
}

const PLAYED: StudioPlay = {
  play_id: 1,
  nonce: 3,
  stake: 0,
  win: 0,
  round_win: 0,
  round_closed: true,
  outcome: { type: "spin", lineWins: [], scatterWin: 0, scatterCount: 0, freeSpinsAwarded: 0, multiplier: 1, win: 0 },
  state: null,
  balance: 5_000,
  fairness: { server_seed_hash: "h", client_seed: "c", next_nonce: 4 },
  freespins: null,
};

describe("slot screen with bonus free spins", () => {
  it("offers free spin N of M at their bet and plays it as a free spin", async () => {
    const play = vi.fn<StudioGame["play"]>(async () => PLAYED);
    const freespins = { id: 7, bet: 20, total: 20, performed: 3, remaining: 17, win_total: 150 };
    renderPage(() => <SlotScreen game={gameWith(freespins, play)} info={info} onBet={() => {}} />);
    const button = await screen.findByRole("button", { name: "Free spin 4 of 20" });
    const banner = screen.getByRole("status").textContent ?? "";
    expect(banner).toContain("Free spin 4 of 20");
    expect(banner).toContain("Won so far: €1.50");
    expect(screen.queryByRole("button", { name: "Spin" })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(play.mock.calls[0]?.[0]).toEqual({ type: "spin", bet: 20 });
    expect(play.mock.calls[0]?.[1]).toMatchObject({ freespinsId: 7 });
  });

  it("plays paid spins when the player has no free spins on the game", async () => {
    const play = vi.fn<StudioGame["play"]>(async () => ({ ...PLAYED, stake: 100 }));
    renderPage(() => <SlotScreen game={gameWith(null, play)} info={info} onBet={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Spin" }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(play.mock.calls[0]?.[1]).not.toHaveProperty("freespinsId");
  });
});
