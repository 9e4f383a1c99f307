import { describe, expect, it } from "vitest";
import { readVerifySearch, verifySearch } from "./verify-link.ts";

describe("verify page link", () => {
  it("carries a play's seeds, nonce, action and open state there and back", () => {
    const search = verifySearch({
      title: "lantern-tide",
      serverSeed: "3c14",
      serverSeedHash: "2d23",
      clientSeed: "lucky sparrow&co",
      nonce: 7,
      record: {
        action: { type: "free_spin" },
        stateBefore: { phase: "free_spins", bet: 100, spinsLeft: 3 },
      },
    });
    const read = readVerifySearch(new URLSearchParams(search));
    expect(read).toEqual({
      title: "lantern-tide",
      serverSeed: "3c14",
      serverSeedHash: "2d23",
      clientSeed: "lucky sparrow&co",
      nonce: "7",
      action: '{"type":"free_spin"}',
      state: '{"phase":"free_spins","bet":100,"spinsLeft":3}',
    });
  });

  it("leaves out an unrevealed seed, an unknown action and an idle state", () => {
    const read = readVerifySearch(
      new URLSearchParams(
        verifySearch({
          title: "pebble-dice",
          serverSeed: null,
          serverSeedHash: "ab",
          clientSeed: "c",
          nonce: 0,
          record: {
            action: { type: "roll", bet: 100, direction: "under", target: 4950 },
            stateBefore: { phase: "idle" },
          },
        }),
      ),
    );
    expect(read.serverSeed).toBe("");
    expect(read.state).toBe("");
    expect(JSON.parse(read.action)).toEqual({ type: "roll", bet: 100, direction: "under", target: 4950 });
  });
});
