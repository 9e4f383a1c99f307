import { describe, expect, it } from "vitest";
import { createApiClient } from "./client.ts";

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
});
