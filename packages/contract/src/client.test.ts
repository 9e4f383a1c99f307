import { describe, expect, it } from "vitest";
import { createApiClient, studioTokenHeaders } from "./client.ts";
import { STUDIO_TOKEN_HEADER } from "./studio-token.ts";

function answering(status: number, body: string): typeof globalThis.fetch {
  return async () => new Response(body, { status, headers: { "Content-Type": "application/json" } });
}

describe("createApiClient failures", () => {
  it("keeps the error body's machine code beside its words for people", async () => {
    const api = createApiClient({
      fetch: answering(
        409,
        JSON.stringify({ error: "This game is not available right now.", code: "game_unavailable" }),
      ),
    });
    expect(await api.launchGame(7, "desktop")).toEqual({
      ok: false,
      status: 409,
      error: "This game is not available right now.",
      code: "game_unavailable",
    });
  });

  it("leaves the code out when the body has none or it is not a string", async () => {
    const plain = await createApiClient({ fetch: answering(404, JSON.stringify({ error: "Not found" })) }).launchGame(
      7,
      "desktop",
    );
    expect(plain).toEqual({ ok: false, status: 404, error: "Not found" });
    expect("code" in plain).toBe(false);

    const odd = await createApiClient({ fetch: answering(409, JSON.stringify({ error: "x", code: 42 })) }).launchGame(
      7,
      "desktop",
    );
    expect("code" in odd).toBe(false);
  });

  it("keeps field errors and answers a network failure as status 0", async () => {
    const invalid = await createApiClient({
      fetch: answering(422, JSON.stringify({ errors: { currency: ["invalid"] } })),
    }).launchGame(7, "desktop");
    expect(invalid).toMatchObject({ ok: false, status: 422, errors: { currency: ["invalid"] } });

    const offline = await createApiClient({
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    }).launchGame(7, "desktop");
    expect(offline).toEqual({ ok: false, status: 0, error: "network" });
  });

  it("keeps a refused game call's balance and wait where the body has them as numbers", async () => {
    const body = { error: "Too soon", code: "too_soon", balance: 900, retry_after_ms: 1200 };
    const tooSoon = await createApiClient({ fetch: answering(429, JSON.stringify(body)) }).playStudioAction({
      type: "spin",
      bet: 100,
    });
    expect(tooSoon).toEqual({ ok: false, status: 429, ...body });

    const odd = await createApiClient({
      fetch: answering(402, JSON.stringify({ error: "x", balance: "9", retry_after_ms: null })),
    }).playStudioAction({ type: "free_spin" });
    expect("balance" in odd || "retry_after_ms" in odd).toBe(false);
  });
});

describe("studio calls", () => {
  it("carry the launch token in its header, and none without a token", async () => {
    const seen: Headers[] = [];
    const recording: typeof globalThis.fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers));
      return new Response("{}", { status: 200 });
    };
    await createApiClient({ fetch: recording, headers: studioTokenHeaders("t0ken") }).getStudioSession();
    await createApiClient({ fetch: recording, headers: studioTokenHeaders(null) }).verifyStudioRound({
      title_id: "dice",
      server_seed: "s",
      server_seed_hash: "h",
      client_seed: "c",
      nonce: 0,
      action: { type: "roll" },
    });
    expect(seen[0]?.get(STUDIO_TOKEN_HEADER)).toBe("t0ken");
    expect(seen[1]?.has(STUDIO_TOKEN_HEADER)).toBe(false);
  });
});
