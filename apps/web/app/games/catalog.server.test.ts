import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The renderer's copy of the allowed games list: kept between page views, asked again with its
// ETag every few seconds, so a change made in the back office shows on the next page view.

function list(...identifiers: string[]) {
  return Object.fromEntries(
    identifiers.map((identifier, index) => [identifier, { title: identifier, collections: { popularity: index + 1 } }]),
  );
}

/** A platform whose allowed list is `current` with ETag `etag`, answering 304 to a matching If-None-Match. */
function stubPlatform() {
  const state = { current: list("studio/dice"), etag: '"a"', down: false };
  const seen: (string | null)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const asked = new Headers(init?.headers).get("if-none-match");
      seen.push(asked);
      if (state.down) return new Response("down", { status: 502 });
      if (asked === state.etag) return new Response(null, { status: 304 });
      return Response.json(state.current, { headers: { etag: state.etag } });
    }),
  );
  return { state, seen };
}

async function freshCatalog() {
  vi.resetModules();
  return (await import("./catalog.server.ts")).getServerCatalog;
}

const titles = (games: { identifier: string }[]) => games.map((game) => game.identifier);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z"), toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the renderer's games catalogue", () => {
  it("serves its copy for a moment, then asks again with the ETag and follows a change", async () => {
    const { state, seen } = stubPlatform();
    const getServerCatalog = await freshCatalog();
    expect(titles(await getServerCatalog("desktop"))).toEqual(["studio/dice"]);
    expect(titles(await getServerCatalog("desktop"))).toEqual(["studio/dice"]);
    expect(seen).toEqual([null]);

    vi.advanceTimersByTime(2_500);
    expect(titles(await getServerCatalog("desktop"))).toEqual(["studio/dice"]);
    expect(seen).toEqual([null, '"a"']);

    state.current = list("studio/slot", "studio/dice");
    state.etag = '"b"';
    vi.advanceTimersByTime(2_500);
    expect(titles(await getServerCatalog("desktop"))).toEqual(["studio/slot", "studio/dice"]);
    expect(seen).toEqual([null, '"a"', '"a"']);
  });

  it("keeps serving the last good list while the platform fails", async () => {
    const { state } = stubPlatform();
    const getServerCatalog = await freshCatalog();
    await getServerCatalog("mobile");
    state.down = true;
    vi.advanceTimersByTime(2_500);
    expect(titles(await getServerCatalog("mobile"))).toEqual(["studio/dice"]);
  });

  it("answers an empty list when the first load fails, and loads on a later view", async () => {
    const { state } = stubPlatform();
    state.down = true;
    const getServerCatalog = await freshCatalog();
    expect(await getServerCatalog("desktop")).toEqual([]);
    state.down = false;
    vi.advanceTimersByTime(2_500);
    expect(titles(await getServerCatalog("desktop"))).toEqual(["studio/dice"]);
  });
});
