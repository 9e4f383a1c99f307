import { type APIRequestContext, expect, type FrameLocator, type Page } from "@playwright/test";

// Fixtures of the game-page tests: games picked from the live allowed list (the demo catalog is
// generated, so tests never hard-code an id), and the game page's launch answer.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

interface AllowedGame {
  title: string;
  provider: string;
  collections: Record<string, number>;
  real: Record<string, { id: number }>;
  demo?: string;
  playable: boolean;
}

export interface PickedGame {
  identifier: string;
  slug: string;
  title: string;
  provider: string;
  eurId: number | null;
  demoId: number | null;
}

export async function allowedGames(request: APIRequestContext): Promise<Record<string, AllowedGame>> {
  const response = await request.get("/api/games/allowed_desktop", { headers: apiHeaders });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, AllowedGame>;
}

function pick(identifier: string, game: AllowedGame): PickedGame {
  const demoFromPath = game.demo ? Number(game.demo.split("/").pop()) : Number.NaN;
  return {
    identifier,
    slug: identifier.split("/")[1] ?? "",
    title: game.title,
    provider: game.provider,
    eurId: game.real.EUR?.id ?? null,
    demoId: game.real.FUN?.id ?? (Number.isInteger(demoFromPath) ? demoFromPath : null),
  };
}

/** An in-house studio game with a demo and EUR play; `kind` narrows it by collection (e.g. "slots"). */
export async function studioGame(request: APIRequestContext, kind = "slots"): Promise<PickedGame> {
  const list = await allowedGames(request);
  const found = Object.entries(list)
    .map(([identifier, game]) => ({ identifier, game, picked: pick(identifier, game) }))
    .find(
      ({ game, picked }) =>
        game.provider === "croupier-studio" &&
        game.playable &&
        game.collections[kind] !== undefined &&
        picked.eurId !== null &&
        picked.demoId !== null,
    );
  if (!found) throw new Error(`no studio ${kind} game with EUR and a demo`);
  return found.picked;
}

/** A game of a provider that is not connected (its page shows "Game unavailable"). */
export async function unavailableGame(request: APIRequestContext, provider = "amatic"): Promise<PickedGame> {
  const list = await allowedGames(request);
  const found = Object.entries(list).find(([, game]) => game.provider === provider && !game.playable);
  if (!found) throw new Error(`no unconnected ${provider} game`);
  return pick(found[0], found[1]);
}

/** Opens a game page and answers the launch's session id (null for a demo). */
export async function openGamePage(page: Page, path: string): Promise<number | null> {
  const launched = page.waitForResponse((response) => /\/api\/games\/\d+\/play/.test(response.url()));
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const response = await launched;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { session_id: number | null }).session_id;
}

/** The game's own screen inside the page's iframe. */
export function gameFrame(page: Page, title: string): FrameLocator {
  return page.frameLocator(`iframe[title="${title.replace(/"/g, '\\"')}"]`);
}

export interface SessionStats {
  rounds: number;
  wagered: number;
  won: number;
  net: number;
  closed_at: string | null;
}

export async function sessionStats(request: APIRequestContext, sessionId: number): Promise<SessionStats> {
  const response = await request.get(`/api/player/game_sessions/${sessionId}`, { headers: apiHeaders });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SessionStats;
}

/** "+€1.20", "−€3.00", "€0.00": the bar's net position in English. */
export function signedEuros(cents: number): string {
  const text = new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(Math.abs(cents) / 100);
  return cents > 0 ? `+${text}` : cents < 0 ? `−${text}` : text;
}

export function euros(cents: number): string {
  return new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(cents / 100);
}
