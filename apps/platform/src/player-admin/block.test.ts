import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { gameSessions } from "../provider-wallet/schema.ts";
import {
  eurBalance,
  fundedPlayer,
  launch,
  postPlay,
  type StudioGame,
  startStudioApp,
} from "../studio/studio-test-helpers.ts";
import { call, deviceCookie, PASSWORD, signUpPayload, uniqueEmail } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";

// What a staff block stops beyond the sign-in form: a trusted device's sign-in, and play on game
// sessions opened before the block.

let tdb: TestDatabase;
let app: FastifyInstance;
let dice: StudioGame;
let support: { cookie: string };

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [dice],
  } = await startStudioApp(["pebble-dice"]));
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

const block = (id: number) =>
  call(app, "POST", `/api/operator/players/${id}/block`, { cookie: support.cookie, payload: { reason: "Fraud ring" } });

describe("a staff block", () => {
  it("refuses sign-in from a device the player trusted before", async () => {
    const email = uniqueEmail("trusted");
    const signedUp = await call(app, "POST", "/api/users", { payload: signUpPayload(email) });
    const device = deviceCookie(signedUp);
    expect(device).toBeDefined();
    expect((await block(signedUp.json().id)).statusCode).toBe(200);
    const refused = await call(app, "POST", "/api/users/sign_in", {
      payload: { user: { email, password: PASSWORD } },
      cookie: device,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email[0]).toMatch(/blocked/);
  });

  it("closes the game sessions opened before it: the next paid play is refused", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token, session_id: sessionId } = await launch(app, dice.eur, player.cookie);
    expect((await block(player.id)).statusCode).toBe(200);
    const [session] = await tdb.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, sessionId ?? 0));
    expect(session?.closedAt).not.toBeNull();
    const play = await postPlay(app, token, { type: "roll", bet: 100, direction: "under", target: 4950 });
    expect(play.statusCode, play.body).toBeGreaterThanOrEqual(400);
    expect(play.statusCode).toBeLessThan(500);
    expect(await eurBalance(tdb.database.db, player.id)).toBe(10_000n);
  });
});
