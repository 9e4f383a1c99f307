import {
  lotteries as lotteriesShape,
  lottery as lotteryShape,
  lotteryStatuses,
} from "@croupier/contract/schemas/lotteries";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { runSeeds } from "../seed/run-seeds.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { lotteries } from "./schema.ts";
import { lotterySeeds } from "./seed.ts";

// The lotteries over HTTP on a fresh install: the demo's open lottery in the contract's shape, the
// drawn one with its winners (display names, never an e-mail), and the player's lists.

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp(MANY_SIGN_UPS);
});
afterAll(() => tdb.close());

describe("the demo lotteries", () => {
  it("lists the open EUR lottery with its scale, prizes and committed seed, in the request's language", async () => {
    const response = await call(app, "GET", "/api/lotteries");
    expect(response.statusCode).toBe(200);
    const [open, ...others] = lotteriesShape.parse(response.json());
    expect(others).toEqual([]);
    expect(open).toMatchObject({
      title: "Lantern Lottery",
      currency: "EUR",
      status: "started",
      in_progress: true,
      max_tickets_count_to_player: 50,
      deposit_scale_rules: {
        EUR: [
          { from_amount_cents: 2000, price_cents: 2000, currency: "EUR", active: true },
          { from_amount_cents: 10000, price_cents: 1000, currency: "EUR", active: true },
        ],
      },
      fairness: { server_seed: null, client_seed: null },
    });
    expect(open?.fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(open?.prizes.map((prize) => prize.stuff)).toEqual([
      "€500.00",
      "€200.00",
      "€100.00 bonus (wager 30×)",
      "50 free spins",
      "20 free spins",
    ]);
    const russian = lotteriesShape.parse((await call(app, "GET", "/api/lotteries?l=ru")).json());
    expect(russian[0]?.title).toBe("Лотерея фонарей");
  });

  it("shows the drawn lottery with its winners by display name, and the draw verifies", async () => {
    const response = await call(app, "GET", "/api/lotteries/recent");
    const [drawn] = lotteriesShape.parse(response.json());
    expect(drawn).toMatchObject({ title: "Harvest Moon Lottery", status: "drawn", lottery_tickets_count: 18 });
    expect(drawn?.fairness.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn?.prizes).toHaveLength(3);
    for (const prize of drawn?.prizes ?? []) {
      expect(prize.ticket).toMatch(/^\d{6}$/);
      expect(prize.nickname).toBeTruthy();
      expect(prize.nickname).not.toContain("@");
      expect((prize.nickname ?? "").length).toBeLessThanOrEqual(10);
    }
    const one = lotteryShape.parse((await call(app, "GET", `/api/lotteries/${drawn?.id}`)).json());
    expect(one.prizes).toEqual(drawn?.prizes);
    const verified = (await call(app, "GET", `/api/lotteries/${drawn?.id}/verify`)).json();
    expect(verified).toMatchObject({
      server_seed_matches: true,
      client_seed_matches: true,
      matches_draw: true,
      places: 3,
    });
    expect(verified.winners.map((winner: { ticket: string }) => winner.ticket)).toEqual(
      drawn?.prizes.map((prize) => prize.ticket),
    );
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("answers the player's lists: open lotteries in their currencies; nothing signed out", async () => {
    expect((await call(app, "GET", "/api/lotteries/statuses")).json()).toEqual([]);
    expect((await call(app, "GET", "/api/lotteries/player")).json()).toEqual([]);
    const player = await signUp(app);
    const mine = lotteryStatuses.parse(
      (await call(app, "GET", "/api/lotteries/player", { cookie: player.cookie })).json(),
    );
    expect(mine).toEqual([expect.objectContaining({ title: "Lantern Lottery", tickets: [] })]);
    expect((await call(app, "GET", "/api/lotteries/statuses", { cookie: player.cookie })).json()).toEqual([]);
    const usd = await signUp(app, undefined, { currency: "USD" });
    expect((await call(app, "GET", "/api/lotteries/player", { cookie: usd.cookie })).json()).toEqual([]);
    expect((await call(app, "GET", "/api/lotteries/999999")).statusCode).toBe(404);
    expect((await call(app, "GET", "/api/lotteries/abc")).statusCode).toBe(422);
  });

  it("opens a new lottery on a later start when none is open any more, and only then", async () => {
    const db = tdb.database.db;
    const [open] = lotteriesShape.parse((await call(app, "GET", "/api/lotteries")).json());
    expect(await runSeeds(db, lotterySeeds)).toEqual([]);
    expect(lotteriesShape.parse((await call(app, "GET", "/api/lotteries")).json()).map((item) => item.id)).toEqual([
      open?.id,
    ]);
    await db
      .update(lotteries)
      .set({ status: "canceled", cancelReason: "test" })
      .where(eq(lotteries.id, open?.id ?? 0));
    await runSeeds(db, lotterySeeds);
    const [next, ...others] = lotteriesShape.parse((await call(app, "GET", "/api/lotteries")).json());
    expect(others).toEqual([]);
    expect(next).toMatchObject({ title: "Lantern Lottery", currency: "EUR", in_progress: true });
    expect(next?.id).not.toBe(open?.id);
  });
});
