import { describe, expect, it } from "vitest";
import { buildVerifyRequest, type VerifyFormValues } from "./verify-form-model.ts";

const filled: VerifyFormValues = {
  title: " pebble-dice ",
  serverSeed: "3c1494e801782edd14897b592daaeff4e496b3dba1de0ebf2c35edc5450cb9b4",
  serverSeedHash: "2D23BD5C8808BA85C6E7C676CB0A82812F10BFF826029477270856A1288A3A01",
  clientSeed: "lucky-sparrow",
  nonce: "7",
  action: '{"type":"roll","bet":100,"direction":"under","target":4950}',
  state: "",
};

describe("verify form", () => {
  it("builds the request body of the README's worked example", () => {
    expect(buildVerifyRequest(filled)).toEqual({
      ok: true,
      request: {
        title_id: "pebble-dice",
        server_seed: filled.serverSeed,
        server_seed_hash: "2d23bd5c8808ba85c6e7c676cb0a82812f10bff826029477270856a1288a3a01",
        client_seed: "lucky-sparrow",
        nonce: 7,
        state: null,
        action: { type: "roll", bet: 100, direction: "under", target: 4950 },
      },
    });
  });

  it("passes an open round's state along", () => {
    const result = buildVerifyRequest({ ...filled, state: '{"phase":"free_spins","bet":100,"spinsLeft":3}' });
    expect(result.ok && result.request.state).toEqual({ phase: "free_spins", bet: 100, spinsLeft: 3 });
  });

  it("names each field it refuses", () => {
    const result = buildVerifyRequest({ ...filled, title: "", nonce: "-1", action: "{oops", state: "[1]" });
    expect(result).toEqual({
      ok: false,
      problems: { title: "required", nonce: "nonce", action: "json", state: "json" },
    });
    expect(buildVerifyRequest({ ...filled, nonce: "1.5" })).toEqual({ ok: false, problems: { nonce: "nonce" } });
  });
});
