import {
  lotteries as lotteriesShape,
  operatorLottery,
  operatorLotteryTicketsPage,
} from "@croupier/contract/schemas/lotteries";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../ledger/invariants.ts";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { issueTickets } from "./tickets.ts";

// The back office's lotteries: an admin schedules one (validated field by field, each error said in
// words) and cancels one with a reason; both are in the audit log with what changed; the list
// narrows to a status and a lottery's tickets are listed with their holders; other roles read only.

let tdb: TestDatabase;
let app: FastifyInstance;
let clock = new Date("2026-12-01T12:00:00Z");
const HOUR = 3_600_000;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({ ...MANY_SIGN_UPS, SESSION_IDLE_MINUTES: "1440" }, { now: () => clock });
});
afterAll(() => tdb.close());

const at = (hours: number) => new Date(clock.getTime() + hours * HOUR).toISOString();

function lotteryBody(changes: Record<string, unknown> = {}) {
  return {
    frontend_identifier: `solstice-${Math.floor(Math.random() * 1e9)}`,
    translations: [
      { locale: "en", title: "Solstice Lottery", description: "A ticket per €25 deposited." },
      { locale: "es", title: "Lotería del Solsticio", description: "Un boleto por cada 25 € depositados." },
      { locale: "pt", title: "Lotaria do Solstício", description: "Um bilhete por cada 25 € depositados." },
      { locale: "pt-BR", title: "Loteria do Solstício", description: "Um bilhete a cada € 25 depositados." },
      { locale: "ru", title: "Лотерея солнцестояния", description: "Билет за каждые 25 € депозита." },
    ],
    currency: "eur",
    start_at: at(1),
    end_at: at(48),
    draw_at: at(49),
    deposit_scale: [{ from_amount_cents: 2_500, price_cents: 2_500 }],
    max_tickets_count_to_player: 10,
    prizes: [
      { kind: "money", amount_cents: 10_000 },
      { kind: "bonus", amount_cents: 5_000, wager_multiplier: 20 },
      { kind: "freespins", freespins_count: 30 },
    ],
    ...changes,
  };
}

describe("/api/operator/lotteries", () => {
  it("lets an admin schedule a lottery: upcoming for players, its seed committed, the creation audited", async () => {
    const admin = await signedInOperator(app, tdb.database.db, "admin");
    const body = lotteryBody();
    const created = await call(app, "POST", "/api/operator/lotteries", { cookie: admin.cookie, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const lottery = operatorLottery.parse(created.json());
    expect(lottery).toMatchObject({
      title: "Solstice Lottery",
      currency: "EUR",
      status: "new",
      in_progress: false,
      max_tickets_count_to_player: 10,
      cancel_reason: null,
      fairness: { server_seed: null, client_seed: null },
    });
    expect(lottery.prizes.map((prize) => prize.stuff)).toEqual([
      "€100.00",
      "€50.00 bonus (wager 20×)",
      "30 free spins",
    ]);
    const spanish = lotteriesShape.parse((await call(app, "GET", "/api/lotteries?l=es")).json());
    expect(spanish.find((item) => item.id === lottery.id)).toMatchObject({
      title: "Lotería del Solsticio",
      status: "new",
    });
    expect(await auditRows(tdb.database.db, { target: { type: "lottery", id: lottery.id } })).toEqual([
      expect.objectContaining({
        operator_id: admin.id,
        action: "lottery.created",
        details: expect.objectContaining({
          before: null,
          after: expect.objectContaining({ status: "new", server_seed_hash: lottery.fairness.server_seed_hash }),
        }),
      }),
    ]);
    const list = await call(app, "GET", "/api/operator/lotteries?page_size=5", { cookie: admin.cookie });
    expect(list.json().data[0]).toMatchObject({ id: lottery.id });
    // Once start_at passes, the job starts it.
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect(await app.lotteries.draw.run()).toMatchObject({ started: 1 });
    expect((await call(app, "GET", `/api/lotteries/${lottery.id}`)).json()).toMatchObject({ in_progress: true });
  });

  it("refuses bad input field by field", async () => {
    const admin = await signedInOperator(app, tdb.database.db, "admin");
    const post = (changes: Record<string, unknown>) =>
      call(app, "POST", "/api/operator/lotteries", { cookie: admin.cookie, payload: lotteryBody(changes) });
    const cases: [Record<string, unknown>, string][] = [
      [{ frontend_identifier: "Has Spaces" }, "frontend_identifier"],
      [{ currency: "FUN" }, "currency"],
      [{ currency: "XYZ" }, "currency"],
      [{ end_at: at(-1) }, "end_at"],
      [{ draw_at: at(10) }, "draw_at"],
      [{ start_at: "tomorrow" }, "start_at"],
      [{ deposit_scale: [] }, "deposit_scale"],
      [{ deposit_scale: [{ from_amount_cents: 100, price_cents: 0 }] }, "price_cents"],
      [{ prizes: [{ kind: "money" }] }, "amount_cents"],
      [{ prizes: [{ kind: "bonus", amount_cents: 100 }] }, "wager_multiplier"],
      [{ prizes: [{ kind: "freespins" }] }, "freespins_count"],
      [{ prizes: [{ kind: "jackpot", amount_cents: 1 }] }, "kind"],
      [{ translations: [{ locale: "en", title: "Only English", description: "x" }] }, "translations"],
      [{ max_tickets_count_to_player: 0 }, "max_tickets_count_to_player"],
    ];
    for (const [changes, field] of cases) {
      const refused = await post(changes);
      expect(refused.statusCode, JSON.stringify(changes)).toBe(422);
      expect(Object.keys(refused.json().errors), JSON.stringify(changes)).toEqual([field]);
    }
    const worded = await post({ end_at: at(-2), start_at: at(-1), draw_at: at(-3), currency: "FUN" });
    expect(worded.json()).toEqual({
      errors: {
        end_at: ["must be after the start"],
        draw_at: ["must be at or after the end of ticket sales"],
        currency: ["is not a real-money currency of this casino"],
      },
    });
    expect((await post({ end_at: at(-1), start_at: at(-2), draw_at: at(1) })).json()).toEqual({
      errors: { end_at: ["must be in the future"] },
    });
    const steps = [
      { from_amount_cents: 100, price_cents: 100 },
      { from_amount_cents: 100, price_cents: 50 },
    ];
    expect((await post({ deposit_scale: steps })).json()).toEqual({
      errors: { deposit_scale: ["each step needs a different minimum deposit"] },
    });
    expect((await post({ prizes: [{ kind: "money" }] })).json()).toEqual({
      errors: { amount_cents: ["must be greater than 0"] },
    });
    const body = lotteryBody();
    expect(
      (await call(app, "POST", "/api/operator/lotteries", { cookie: admin.cookie, payload: body })).statusCode,
    ).toBe(201);
    const taken = await call(app, "POST", "/api/operator/lotteries", { cookie: admin.cookie, payload: body });
    expect(taken.json()).toEqual({ errors: { frontend_identifier: ["has already been taken"] } });
  });

  it("cancels with a reason: nothing drawn or paid, the pick refused, the change audited", async () => {
    const admin = await signedInOperator(app, tdb.database.db, "admin");
    const created = operatorLottery.parse(
      (
        await call(app, "POST", "/api/operator/lotteries", {
          cookie: admin.cookie,
          payload: lotteryBody({ start_at: at(-1), end_at: at(1), draw_at: at(2) }),
        })
      ).json(),
    );
    const player = await signUp(app);
    const accounts = (await call(app, "GET", "/api/player/accounts", { cookie: player.cookie })).json() as {
      id: number;
    }[];
    const pick = () =>
      call(app, "PATCH", `/api/player/accounts/${accounts[0]?.id}/select_lottery`, {
        cookie: player.cookie,
        payload: { lottery_id: created.id },
      });
    expect((await pick()).statusCode).toBe(200);
    const cancel = (reason: unknown) =>
      call(app, "POST", `/api/operator/lotteries/${created.id}/cancel`, { cookie: admin.cookie, payload: { reason } });
    expect((await cancel("  ")).json()).toEqual({ errors: { reason: ["must be completed"] } });
    const canceled = await cancel("Prize supplier withdrew");
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: "canceled", cancel_reason: "Prize supplier withdrew" });
    expect((await cancel("again")).json()).toEqual({ errors: { base: ["This lottery is already drawn or canceled"] } });
    expect((await pick()).statusCode).toBe(422);
    clock = new Date(clock.getTime() + 3 * HOUR);
    await app.lotteries.draw.run();
    expect((await call(app, "GET", `/api/lotteries/${created.id}`)).json()).toMatchObject({
      status: "canceled",
      fairness: { server_seed: null },
    });
    const rows = await auditRows(tdb.database.db, { target: { type: "lottery", id: created.id } });
    expect(rows.map((row) => row.action)).toEqual(["lottery.created", "lottery.canceled"]);
    expect(rows[1]?.details).toMatchObject({
      reason: "Prize supplier withdrew",
      before: { status: "started" },
      after: { status: "canceled", cancel_reason: "Prize supplier withdrew" },
    });
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("lists one status at a time, as players see it, and a lottery's tickets with their holders", async () => {
    const marketing = await signedInOperator(app, tdb.database.db, "marketing");
    const post = async (changes: Record<string, unknown>) => {
      const response = await call(app, "POST", "/api/operator/lotteries", {
        cookie: marketing.cookie,
        payload: lotteryBody(changes),
      });
      expect(response.statusCode, response.body).toBe(201);
      return operatorLottery.parse(response.json());
    };
    const upcoming = await post({ start_at: at(5), end_at: at(24), draw_at: at(25) });
    const open = await post({ start_at: at(-1), end_at: at(24), draw_at: at(25) });
    const statuses = async (status: string) => {
      const response = await call(app, "GET", `/api/operator/lotteries?status=${status}&page_size=100`, {
        cookie: marketing.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { data: { id: number; status: string }[]; pagination: { total_count: number } };
      expect(page.pagination.total_count).toBe(page.data.length);
      return page.data;
    };
    const scheduled = await statuses("new");
    expect(scheduled.map((row) => row.id)).toContain(upcoming.id);
    expect(scheduled.map((row) => row.id)).not.toContain(open.id);
    expect(new Set(scheduled.map((row) => row.status))).toEqual(new Set(["new"]));
    const started = await statuses("started");
    expect(started.map((row) => row.id)).toContain(open.id);
    expect(new Set(started.map((row) => row.status))).toEqual(new Set(["started"]));
    expect(new Set((await statuses("canceled")).map((row) => row.status))).toEqual(new Set(["canceled"]));
    const wrong = await call(app, "GET", "/api/operator/lotteries?status=paused", { cookie: marketing.cookie });
    expect(Object.keys(wrong.json().errors)).toEqual(["status"]);

    const [holder, other] = [await signUp(app), await signUp(app)];
    await tdb.database.db.transaction(async (tx) => {
      await issueTickets(tx, open.id, 0, holder.id, 2, null, clock);
      await issueTickets(tx, open.id, 2, other.id, 1, null, clock);
    });
    const tickets = (query = "") =>
      call(app, "GET", `/api/operator/lotteries/${open.id}/tickets${query}`, { cookie: marketing.cookie });
    const all = operatorLotteryTicketsPage.parse((await tickets()).json());
    expect(all.pagination).toEqual({ page: 1, per_page: 50, total_count: 3 });
    expect(all.data.map((ticket) => [ticket.number, ticket.player_id, ticket.email, ticket.award_place])).toEqual([
      ["000001", holder.id, holder.email, null],
      ["000002", holder.id, holder.email, null],
      ["000003", other.id, other.email, null],
    ]);
    const second = operatorLotteryTicketsPage.parse((await tickets("?page=2&page_size=2")).json());
    expect(second.data.map((ticket) => ticket.number)).toEqual(["000003"]);
    expect((await tickets("?page=0")).statusCode).toBe(422);
    const missing = await call(app, "GET", "/api/operator/lotteries/999999/tickets", { cookie: marketing.cookie });
    expect(missing.statusCode).toBe(404);
  });

  it("lets other roles read but not change, and nobody signed out", async () => {
    const support = await signedInOperator(app, tdb.database.db, "support");
    expect((await call(app, "GET", "/api/operator/lotteries", { cookie: support.cookie })).statusCode).toBe(200);
    const refused = await call(app, "POST", "/api/operator/lotteries", {
      cookie: support.cookie,
      payload: lotteryBody(),
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/operator/lotteries")).statusCode).toBe(401);
    expect((await call(app, "POST", "/api/operator/lotteries/1/cancel", { payload: { reason: "x" } })).statusCode).toBe(
      401,
    );
  });
});
