import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedPlayer, launch, postPlay, type StudioGame, startStudioApp } from "../studio/studio-test-helpers.ts";
import { call, sessionCookie, signIn, signUp } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";
import { GAME_SESSION_TTL_MS } from "./sessions.ts";

// GET /api/player/game_sessions: the game sessions a player left open (another tab or device),
// which the game page offers to close before it opens a new one (spec point 2, game-sessions-close).

let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date("2026-11-27T12:00:00Z");
let dice: StudioGame;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [dice],
  } = await startStudioApp(["pebble-dice"], () => now));
});
afterAll(() => tdb.close());

const openSessions = async (cookie?: string) => call(app, "GET", "/api/player/game_sessions", { cookie });

describe("GET /api/player/game_sessions", () => {
  it("lists the player's sessions still open, newest first, with their last round; closed ones go", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const other = await fundedPlayer(app, 0n);
    const first = await launch(app, dice.eur, player.cookie);
    now = new Date(now.getTime() + 60_000);
    const played = await postPlay(app, first.token, { type: "roll", bet: 100, direction: "under", target: 4950 });
    expect(played.statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    const second = await launch(app, dice.eur, player.cookie);
    await launch(app, dice.eur, other.cookie);

    const response = await openSessions(player.cookie);
    expect(response.statusCode).toBe(200);
    const listed = response.json() as { id: number; identifier: string; last_activity_at: string | null }[];
    expect(listed.map((session) => session.id)).toEqual([second.session_id, first.session_id]);
    expect(listed[0]).toMatchObject({ identifier: dice.identifier, currency: "EUR", device: "desktop" });
    expect(listed[0]?.last_activity_at).toBeNull();
    expect(listed[1]?.last_activity_at).toEqual(expect.any(String));

    // Closing one (the game-sessions-close modal's confirmation) takes it off the list.
    const closed = await call(app, "DELETE", `/api/player/game_sessions/${first.session_id}`, {
      cookie: player.cookie,
    });
    expect(closed.statusCode).toBe(204);
    expect((await openSessions(player.cookie)).json()).toEqual([expect.objectContaining({ id: second.session_id })]);
  });

  it("leaves out sessions past their time to live", async () => {
    const player = await signUp(app);
    await launch(app, dice.eur, player.cookie);
    expect((await openSessions(player.cookie)).json()).toHaveLength(1);
    now = new Date(now.getTime() + GAME_SESSION_TTL_MS + 1_000);
    // Signed in again (the sign-in has long timed out too).
    const cookie = sessionCookie(await signIn(app, player.email));
    expect((await openSessions(cookie)).json()).toEqual([]);
  });

  it("is the signed-in player's only", async () => {
    expect((await openSessions()).statusCode).toBe(401);
  });
});
