import {
  operatorTournament,
  operatorTournamentPlayersPage,
  tournament as tournamentShape,
} from "@croupier/contract/schemas/tournaments";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { tournamentPlayers, tournaments } from "./schema.ts";

// The back office schedules and cancels tournaments: every field checked and said in words, each
// change audited with before, after and the reason; a canceled tournament tells players why. It
// lists one status at a time and reads a tournament's whole leaderboard with the players' ids.

let tdb: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string; id: number };
let support: { cookie: string; id: number };

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ ...MANY_SIGN_UPS, TOURNAMENT_SCORING_INTERVAL_MS: "3600000" });
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
      "amount_cents",
    ]);
    expect(await errorsOf(validBody({ prizes: [{ award_place: 1, kind: "freespins" }] }))).toEqual(["freespins_count"]);
    expect(
      await errorsOf(validBody({ translations: [{ locale: "en", title: "Only English", description: "x" }] })),
    ).toEqual(["translations"]);
    expect(await errorsOf(validBody({ strategy: "luck" }))).toEqual(["strategy"]);
  });

  it("says what is wrong with each field, in the operator's language", async () => {
    const now = Date.now();
    const wrong = validBody({
      start_at: new Date(now + 2 * DAY).toISOString(),
      end_at: new Date(now + DAY).toISOString(),
      currency: "FUN",
      games: ["croupier-studio/no-such-game"],
      max_bet_cents: 10,
      prizes: [{ award_place: 2, kind: "money", amount_cents: 100 }],
    });
    const english = await create(wrong);
    expect(english.json()).toEqual({
      errors: {
        end_at: ["must be after the start"],
        max_bet_cents: ["must be at least the minimum bet"],
        currency: ["is not a real-money currency of this casino"],
        games: ["names a game that is not in the catalogue"],
        prizes: ["places must run 1, 2, 3… each once"],
      },
    });
    const past = await create(
      validBody({
        start_at: new Date(now - 2 * DAY).toISOString(),
        end_at: new Date(now - DAY).toISOString(),
      }),
    );
    expect(past.json()).toEqual({ errors: { end_at: ["must be in the future"] } });
    const spanish = await call(app, "POST", "/api/operator/tournaments", {
      cookie: admin.cookie,
      payload: wrong,
      headers: { "accept-language": "es" },
    });
    expect(spanish.json().errors.end_at).toEqual(["debe ser posterior al inicio"]);
  });

  it("lists one status at a time; a tournament's whole leaderboard with who is who", async () => {
    const live = tournamentShape.parse(
      (
        await create(
          validBody({ frontend_identifier: "live-now", start_at: new Date(Date.now() - 60_000).toISOString() }),
        )
      ).json(),
    );
    await tdb.database.db.update(tournaments).set({ status: "started" }).where(eq(tournaments.id, live.id));
    const list = async (query: string) => {
      const response = await call(app, "GET", `/api/operator/tournaments${query}`, { cookie: support.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Array<{ id: number; status: string }>).map((row) => row.status);
    };
    const started = await list("?status=started");
    expect(started.length).toBeGreaterThan(0);
    expect(new Set(started)).toEqual(new Set(["started"]));
    expect(new Set(await list("?status=new"))).toEqual(new Set(["new"]));
    const refused = await call(app, "GET", "/api/operator/tournaments?status=paused", { cookie: support.cookie });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["status"]);

    const first = await signUp(app);
    const second = await signUp(app);
    const third = await signUp(app);
    await tdb.database.db.insert(tournamentPlayers).values([
      { tournamentId: live.id, playerId: second.id, points: 40, place: 2, betTotal: 800n, winTotal: 300n },
      { tournamentId: live.id, playerId: first.id, points: 90, place: 1, betTotal: 1_200n, winTotal: 2_500n },
      { tournamentId: live.id, playerId: third.id, confirmed: true },
    ]);
    const players = (page: string) =>
      call(app, "GET", `/api/operator/tournaments/${live.id}/players${page}`, { cookie: support.cookie });
    const whole = await players("");
    expect(whole.statusCode, whole.body).toBe(200);
    const board = operatorTournamentPlayersPage.parse(whole.json());
    expect(board.pagination).toEqual({ page: 1, per_page: 50, total_count: 3 });
    expect(board.data.map((row) => [row.player_id, row.email, row.place, row.points])).toEqual([
      [first.id, first.email, 1, 90],
      [second.id, second.email, 2, 40],
      [third.id, third.email, null, 0],
    ]);
    expect(board.data[0]).toMatchObject({ bet_cents: 1_200, win_cents: 2_500, prize_paid_at: null });
    const paged = operatorTournamentPlayersPage.parse((await players("?page=2&page_size=2")).json());
    expect(paged.data.map((row) => row.player_id)).toEqual([third.id]);
    expect((await players("?page_size=500")).statusCode).toBe(422);
    const missing = await call(app, "GET", "/api/operator/tournaments/999999/players", { cookie: support.cookie });
    expect(missing.statusCode).toBe(404);
  });

  it("edits a tournament before it starts: every field and the prizes replaced, audited; not once started", async () => {
    const created = operatorTournament.parse((await create(validBody({ frontend_identifier: "to-edit" }))).json());
    expect(created.translations.map((item) => item.locale)).toEqual(["en", "es", "pt", "pt-BR", "ru"]);
    expect(created.game_identifiers).toEqual(["croupier-studio/lantern-tide", "croupier-studio/pebble-dice"]);
    const url = `/api/operator/tournaments/${created.id}`;
    const edit = (body: unknown, cookie = admin.cookie) => call(app, "PATCH", url, { cookie, payload: body });
    const changed = validBody({
      frontend_identifier: "edited",
      translations: LOCALES.map((locale) => ({ locale, title: `Edited (${locale})`, description: "New rules." })),
      strategy: "bet",
      games: ["croupier-studio/pebble-dice"],
      prizes: [{ award_place: 1, kind: "money", amount_cents: 9_000 }],
    });
    const response = await edit(changed);
    expect(response.statusCode, response.body).toBe(200);
    const edited = operatorTournament.parse(response.json());
    expect(edited).toMatchObject({ id: created.id, title: "Edited (en)", strategy: "bet", status: "new" });
    expect(edited.game_identifiers).toEqual(["croupier-studio/pebble-dice"]);
    expect(edited.prizes.map((prize) => [prize.award_place, prize.stuff])).toEqual([[1, "€90.00"]]);
    expect((await edit(validBody({ max_bet_cents: 1 }))).json()).toEqual({
      errors: { max_bet_cents: ["must be at least the minimum bet"] },
    });
    expect((await edit(changed, support.cookie)).statusCode).toBe(403);
    const rows = await auditRows(tdb.database.db, { target: { type: "tournament", id: created.id } });
    expect(rows.map((row) => row.action)).toEqual(["tournament.created", "tournament.updated"]);
    expect(rows[1]?.details).toMatchObject({
      before: { title: "Spring Sprint (en)", strategy: "points" },
      after: { title: "Edited (en)", strategy: "bet", games: ["croupier-studio/pebble-dice"] },
    });

    await tdb.database.db.update(tournaments).set({ status: "started" }).where(eq(tournaments.id, created.id));
    expect((await edit(changed)).json()).toEqual({
      errors: { base: ["This tournament has started or was canceled: it can no longer be edited"] },
    });
    const missing = await call(app, "PATCH", "/api/operator/tournaments/999999", {
      cookie: admin.cookie,
      payload: changed,
    });
    expect(missing.statusCode).toBe(404);
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
    expect(again.json()).toEqual({ errors: { base: ["This tournament has already ended or was canceled"] } });
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
