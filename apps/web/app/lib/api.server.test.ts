import { afterEach, describe, expect, it, vi } from "vitest";
import { requestPlayCurrency } from "../games/catalog.server.ts";
import { loadShellData } from "../shell/shell-data.server.ts";
import { createServerApi } from "./api.server.ts";

const PLAYER = { id: 5, email: "p@example.com", currency: "USD", statuses: [] };

/** A platform that answers a signed-in player and a German visitor, counting calls by path. */
function stubPlatform() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    calls.push(path);
    if (path === "/api/player") return Response.json(PLAYER);
    if (path === "/api/current_ip")
      return Response.json({ ip: "1.2.3.4", country_code: "DE", default_currency: "EUR" });
    return Response.json(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return { count: (path: string) => calls.filter((called) => called === path).length };
}

function pageRequest(): Request {
  return new Request("http://localhost/games", { headers: { cookie: "session=abc" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("server API calls shared within one request", () => {
  it("the root loader and a page loader of one request ask for the player and country once each", async () => {
    const platform = stubPlatform();
    const request = pageRequest();
    const [shell, visitor, again] = await Promise.all([
      loadShellData(request, "en"),
      requestPlayCurrency(createServerApi(request, "en")),
      requestPlayCurrency(createServerApi(request, "en")),
    ]);
    expect(shell.player?.id).toBe(5);
    expect(visitor).toEqual({ currency: "USD", signedIn: true });
    expect(again).toEqual(visitor);
    expect(platform.count("/api/player")).toBe(1);
    expect(platform.count("/api/current_ip")).toBe(1);
  });

  it("another request asks again, and other calls are never shared", async () => {
    const platform = stubPlatform();
    await requestPlayCurrency(createServerApi(pageRequest(), "en"));
    await requestPlayCurrency(createServerApi(pageRequest(), "en"));
    expect(platform.count("/api/player")).toBe(2);

    const request = pageRequest();
    await createServerApi(request, "en").getGameProviders();
    await createServerApi(request, "en").getGameProviders();
    expect(platform.count("/api/games/providers")).toBe(2);
  });

  it("a failed call is not kept for the rest of the request", async () => {
    const platform = stubPlatform();
    const request = pageRequest();
    const fetch = vi.mocked(globalThis.fetch);
    fetch.mockRejectedValueOnce(new TypeError("platform down"));
    expect(await createServerApi(request, "en").getPlayer()).toEqual({ ok: false, status: 0, error: "network" });
    expect(await createServerApi(request, "en").getPlayer()).toMatchObject({ ok: true, data: { id: 5 } });
    expect(platform.count("/api/player")).toBe(1);
  });
});
