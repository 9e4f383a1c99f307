import { tournament, tournamentPlayer } from "@croupier/contract/schemas/tournaments";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkLedger } from "../ledger/invariants.ts";
import { ledgerTransactions } from "../ledger/schema.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { createTournament } from "./tournament-test-helpers.ts";

// The public calls over the demo seed, and confirming participation with its refusals.

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ ...MANY_SIGN_UPS, TOURNAMENT_SCORING_INTERVAL_MS: "3600000" });
});
afterAll(() => tdb.close());

const list = async (url: string, headers: Record<string, string> = {}) => {
  const response = await call(app, "GET", url, { headers });
  expect(response.statusCode).toBe(200);
  return z.array(tournament).parse(response.json());
};

describe("tournaments seen by a visitor", () => {
  it("lists one running demo tournament of each strategy and an upcoming one, in the visitor's language", async () => {
    const running = await list("/api/tournaments", { "accept-language": "es" });
    const started = running.filter((row) => row.status === "started");
    expect(started.map((row) => row.strategy).sort()).toEqual(["bet", "points", "rate", "spin", "win"]);
    expect(started.every((row) => row.in_progress)).toBe(true);
    const bet = started.find((row) => row.strategy === "bet");
    expect(bet?.title).toBe("Fiebre de Brasas");
    expect(bet?.description).toContain("Cómo ganar");
    expect(bet?.min_bet_cents).toBe(20);
    expect(bet?.max_bet_cents).toBe(10_000);
    expect(bet?.games.map((game) => game.identifier)).toEqual([
      "croupier-studio/orchard-of-embers",
      "croupier-studio/copper-comet",
    ]);
    expect(bet?.games[0]?.path).toMatch(/^\/games\/croupier-studio\/orchard-of-embers\/\d+$/);
    expect(bet?.prizes.map((prize) => [prize.award_place, prize.stuff])).toEqual([
      [1, "€500.00"],
      [2, "€250.00"],
      [3, "€100.00"],
      [4, "Bono de €50.00 (apuesta 30×)"],
      [5, "Bono de €25.00 (apuesta 30×)"],
    ]);
    expect(bet?.money_prize_pool_cents).toBe(92_500);
    expect(bet?.money_prize_pool).toBe("925.0");
    expect(bet?.leaderboard_channel).toBe(`public:tournament:${bet?.id}`);
    const upcoming = running.filter((row) => row.status === "new");
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]?.in_progress).toBe(false);
    expect(upcoming[0]?.user_confirmation_required).toBe(true);
    expect(new Date(upcoming[0]?.start_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 3600_000);
  });

  it("shows the ended demo tournament's winners, paid through the ledger", async () => {
    const recent = await list("/api/tournaments/recent", { "accept-language": "ru" });
    const ended = recent.find((row) => row.frontend_identifier === "ended-v1");
    expect(ended?.title).toBe("Осенний открытый турнир Lantern");
    expect(ended?.status).toBe("ended");
    expect(ended?.prizes.map((prize) => [prize.award_place, prize.nickname, prize.stuff])).toEqual([
      [1, "LuckyOtter", "€250.00"],
      [2, "MariaTh…", "€100.00"],
      [3, "NightOwl77", "Бонус €50.00 (вейджер ×20)"],
      [4, "Zed", "Фриспины: 25"],
    ]);
    expect(ended?.top_players.map((row) => row.award_place)).toEqual([1, 2, 3, 4, 5]);
    const db = tdb.database.db;
    const paid = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, "tournament_prize"));
    expect(paid.map((row) => row.key).sort()).toEqual([
      `tournament:${ended?.id}:place:1`,
      `tournament:${ended?.id}:place:2`,
    ]);
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it("answers one tournament by id, 404 for an unknown one and 422 for a malformed id", async () => {
    const [first] = await list("/api/tournaments");
    const one = await call(app, "GET", `/api/tournaments/${first?.id}`);
    expect(tournament.parse(one.json()).title).toBe(first?.title);
    expect((await call(app, "GET", "/api/tournaments/999999")).statusCode).toBe(404);
    expect((await call(app, "GET", "/api/tournaments/abc")).statusCode).toBe(422);
  });

  it("answers no rows for a signed-out visitor and 401 for what needs a player", async () => {
    const [first] = await list("/api/tournaments");
    expect((await call(app, "GET", `/api/tournaments/${first?.id}/status`)).json()).toEqual([]);
    expect((await call(app, "GET", "/api/tournaments/statuses")).json()).toEqual([]);
    expect((await call(app, "GET", "/api/tournaments/player")).statusCode).toBe(401);
    const confirm = await call(app, "POST", `/api/tournaments/${first?.id}/confirm`, { payload: { confirmed: true } });
    expect(confirm.statusCode).toBe(401);
  });
});

describe("confirming participation", () => {
  it("confirms an upcoming tournament: the player's row, statuses and tournaments show it", async () => {
    const player = await signUp(app);
    const [upcoming] = (await list("/api/tournaments")).filter((row) => row.status === "new");
    const id = upcoming?.id ?? 0;
    const confirm = await call(app, "POST", `/api/tournaments/${id}/confirm`, {
      cookie: player.cookie,
      payload: { confirmed: true },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ confirmed: true });
    const status = z
      .array(tournamentPlayer)
      .parse((await call(app, "GET", `/api/tournaments/${id}/status`, { cookie: player.cookie })).json());
    expect(status).toHaveLength(1);
    expect(status[0]).toMatchObject({
      tournament_id: id,
      user_confirmed: true,
      award_place: null,
      current_player: true,
    });
    expect(status[0]?.nickname).not.toContain("@");
    const statuses = (await call(app, "GET", "/api/tournaments/statuses", { cookie: player.cookie })).json();
    expect(
      z
        .array(tournamentPlayer)
        .parse(statuses)
        .map((row) => row.tournament_id),
    ).toEqual([id]);
    const mine = z
      .array(tournament)
      .parse((await call(app, "GET", "/api/tournaments/player", { cookie: player.cookie })).json());
    expect(mine.map((row) => row.id)).toEqual([id]);
  });

  it("refuses an ended, a canceled and an other-currency tournament with the reason in the player's language", async () => {
    const player = await signUp(app);
    const db = tdb.database.db;
    const games = ["croupier-studio/lantern-tide"];
    const ended = await createTournament(db, { games, status: "ended" });
    const canceled = await createTournament(db, { games, status: "canceled", cancelReason: "Provider outage" });
    const usd = await createTournament(db, { games, currency: "USD" });
    const refusal = async (id: number, language: string) => {
      const response = await call(app, "POST", `/api/tournaments/${id}/confirm`, {
        cookie: player.cookie,
        payload: { confirmed: true },
        headers: { "accept-language": language },
      });
      expect(response.statusCode).toBe(422);
      return (response.json() as { errors: { tournament: string[] } }).errors.tournament;
    };
    expect(await refusal(ended.id, "en")).toEqual(["This tournament has already ended."]);
    expect(await refusal(canceled.id, "ru")).toEqual(["Этот турнир отменён."]);
    expect(await refusal(usd.id, "es")).toEqual(["Necesitas una cuenta en la moneda del torneo para participar."]);
    expect((await call(app, "GET", `/api/tournaments/${usd.id}/status`, { cookie: player.cookie })).json()).toEqual([]);
    const unknown = await call(app, "POST", "/api/tournaments/999999/confirm", {
      cookie: player.cookie,
      payload: { confirmed: true },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(app, "POST", `/api/tournaments/${usd.id}/confirm`, {
      cookie: player.cookie,
      payload: { confirmed: false },
    });
    expect(malformed.statusCode).toBe(422);
  });

  it("lists canceled tournaments with their reason among the recent ones", async () => {
    const recent = await list("/api/tournaments/recent");
    expect(recent.map((row) => row.status)).toContain("ended");
    expect(recent.find((row) => row.status === "canceled")?.cancel_reason).toBe("Provider outage");
  });
});
