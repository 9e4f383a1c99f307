import { tournament as tournamentShape } from "@croupier/contract/schemas/tournaments";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";

// The back office schedules and cancels tournaments: every field checked, each change audited with
// before, after and the reason; a canceled tournament tells players why.

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ TOURNAMENT_SCORING_INTERVAL_MS: "3600000" });
  admin = await signedInOperator(app, tdb.database.db, "admin");
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

const DAY = 24 * 3600_000;
const LOCALES = ["en", "es", "pt", "pt-BR", "ru"] as const;

function validBody(extra: Record<string, unknown> = {}) {
  return {
    frontend_identifier: "spring-sprint",
    translations: LOCALES.map((locale) => ({ locale, title: `Spring Sprint (${locale})`, description: "Rules." })),
    strategy: "points",
    currency: "EUR",
    start_at: new Date(Date.now() + DAY).toISOString(),
    end_at: new Date(Date.now() + 8 * DAY).toISOString(),
    min_bet_cents: 20,
    max_bet_cents: 5_000,
    games: ["croupier-studio/lantern-tide", "croupier-studio/pebble-dice"],
    prizes: [
      { award_place: 2, kind: "bonus", amount_cents: 5_000, wager_multiplier: 20 },
      { award_place: 1, kind: "money", amount_cents: 20_000 },
      { award_place: 3, kind: "freespins", freespins_count: 30 },
    ],
    ...extra,
  };
}

const create = (body: unknown, cookie = admin.cookie) =>
  call(app, "POST", "/api/operator/tournaments", { cookie, payload: body });

describe("operators and tournaments", () => {
  it("schedules a tournament, audited, shown to players in their language", async () => {
    const response = await create(validBody());
    expect(response.statusCode, response.body).toBe(201);
    const created = tournamentShape.parse(response.json());
    expect(created).toMatchObject({ status: "new", strategy: "points", min_bet_cents: 20, max_bet_cents: 5_000 });
    expect(created.prizes.map((prize) => [prize.award_place, prize.stuff])).toEqual([
      [1, "€200.00"],
      [2, "€50.00 bonus (wager 20×)"],
      [3, "30 free spins"],
    ]);
    const rows = await auditRows(tdb.database.db, { target: { type: "tournament", id: created.id } });
    expect(rows).toMatchObject([{ operator_id: admin.id, action: "tournament.created", details: { before: null } }]);
    const shown = (
      await call(app, "GET", `/api/tournaments/${created.id}`, { headers: { "accept-language": "ru" } })
    ).json();
    expect(tournamentShape.parse(shown).title).toBe("Spring Sprint (ru)");
  });

  it("refuses each wrong field with a field error", async () => {
    const errorsOf = async (body: unknown) => {
      const response = await create(body);
      expect(response.statusCode).toBe(422);
      return Object.keys((response.json() as { errors: Record<string, string[]> }).errors).sort();
    };
    const now = Date.now();
    expect(
      await errorsOf(
        validBody({
          start_at: new Date(now + 2 * DAY).toISOString(),
          end_at: new Date(now + DAY).toISOString(),
          currency: "XYZ",
          games: ["croupier-studio/no-such-game"],
          max_bet_cents: 10,
        }),
      ),
    ).toEqual(["currency", "end_at", "games", "max_bet_cents"]);
    expect(
      await errorsOf(
        validBody({
          prizes: [
            { award_place: 1, kind: "money", amount_cents: 100 },
            { award_place: 3, kind: "money", amount_cents: 50 },
          ],
        }),
      ),
    ).toEqual(["prizes"]);
    expect(await errorsOf(validBody({ prizes: [{ award_place: 1, kind: "money", amount_cents: 0 }] }))).toEqual([
      "prizes",
    ]);
    expect(
      await errorsOf(validBody({ translations: [{ locale: "en", title: "Only English", description: "x" }] })),
    ).toEqual(["translations"]);
    expect(await errorsOf(validBody({ strategy: "luck" }))).toEqual(["strategy"]);
  });

  it("lets support read but not schedule or cancel", async () => {
    const list = await call(app, "GET", "/api/operator/tournaments", { cookie: support.cookie });
    expect(list.statusCode).toBe(200);
    expect((list.json() as unknown[]).length).toBeGreaterThan(0);
    expect((await create(validBody(), support.cookie)).statusCode).toBe(403);
    expect((await call(app, "GET", "/api/operator/tournaments")).statusCode).toBe(401);
  });

  it("cancels with a required reason, audited with before and after; twice is refused", async () => {
    const created = tournamentShape.parse((await create(validBody({ frontend_identifier: "to-cancel" }))).json());
    const url = `/api/operator/tournaments/${created.id}/cancel`;
    const missing = await call(app, "POST", url, { cookie: admin.cookie, payload: { reason: "  " } });
    expect(missing.statusCode).toBe(422);
    const canceled = await call(app, "POST", url, { cookie: admin.cookie, payload: { reason: "Provider outage" } });
    expect(canceled.statusCode).toBe(200);
    expect(tournamentShape.parse(canceled.json())).toMatchObject({
      status: "canceled",
      cancel_reason: "Provider outage",
    });
    const again = await call(app, "POST", url, { cookie: admin.cookie, payload: { reason: "Again" } });
    expect(again.statusCode).toBe(422);
    const rows = await auditRows(tdb.database.db, { target: { type: "tournament", id: created.id } });
    expect(rows.map((row) => row.action)).toEqual(["tournament.created", "tournament.canceled"]);
    expect(rows[1]?.details).toMatchObject({
      before: { status: "new", cancel_reason: null },
      after: { status: "canceled", cancel_reason: "Provider outage" },
      reason: "Provider outage",
    });
    const recent = (await call(app, "GET", "/api/tournaments/recent")).json() as Array<{
      id: number;
      cancel_reason: string;
    }>;
    expect(recent.find((row) => row.id === created.id)?.cancel_reason).toBe("Provider outage");
    expect(
      (
        await call(app, "POST", "/api/operator/tournaments/999999/cancel", {
          cookie: admin.cookie,
          payload: { reason: "x" },
        })
      ).statusCode,
    ).toBe(404);
  });
});
