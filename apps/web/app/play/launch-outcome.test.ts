import type { GameLaunch } from "@croupier/contract/schemas/games";
import { describe, expect, it } from "vitest";
import { frameSrc, launchOutcome } from "./launch-outcome.ts";

const launch: GameLaunch = {
  url: "/studio/lucky-lanterns?token=abc",
  mode: "real",
  currency: "EUR",
  identifier: "croupier-studio/lucky-lanterns",
  session_id: 7,
};

describe("launchOutcome", () => {
  it("opens the game at the launch URL, under the page's locale", () => {
    expect(launchOutcome({ ok: true, status: 200, data: launch }, "ru")).toEqual({
      kind: "ready",
      launch,
      src: "/ru/studio/lucky-lanterns?token=abc",
    });
  });

  it("shows the unavailable message for a provider that is not connected", () => {
    expect(
      launchOutcome(
        { ok: false, status: 409, error: "This game is not available right now.", code: "game_unavailable" },
        "en",
      ),
    ).toEqual({ kind: "unavailable" });
  });

  it("does not call a 409 without the game_unavailable code unavailable", () => {
    expect(launchOutcome({ ok: false, status: 409, error: "Conflict", code: "session_busy" }, "en")).toEqual({
      kind: "failed",
    });
    expect(launchOutcome({ ok: false, status: 409, error: "game_unavailable" }, "en")).toEqual({ kind: "failed" });
  });

  it("asks a signed-out visitor to sign in for real money", () => {
    expect(launchOutcome({ ok: false, status: 401, error: "unauthorized" }, "en")).toEqual({ kind: "signed-out" });
  });

  it("treats every other failure as Can't open the game", () => {
    for (const status of [0, 403, 404, 422, 500]) {
      expect(launchOutcome({ ok: false, status, error: "network" }, "en")).toEqual({
        kind: "failed",
      });
    }
  });
});

describe("frameSrc", () => {
  it("keeps English site paths bare and prefixes other locales", () => {
    expect(frameSrc("/studio/dice?token=t", "en")).toBe("/studio/dice?token=t");
    expect(frameSrc("/studio/dice?token=t", "pt-BR")).toBe("/pt-BR/studio/dice?token=t");
    expect(frameSrc("/studio/dice", "es")).toBe("/es/studio/dice");
  });

  it("leaves a provider's own URL and API paths alone", () => {
    expect(frameSrc("https://games.example/launch?x=1", "ru")).toBe("https://games.example/launch?x=1");
    expect(frameSrc("//games.example/launch", "ru")).toBe("//games.example/launch");
    expect(frameSrc("/api/games/launch/3", "ru")).toBe("/api/games/launch/3");
  });
});
