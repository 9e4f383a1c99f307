import type { BonusPreview, PlayerBonus } from "@croupier/contract";
import {
  type OperatorBonusDefinition,
  operatorBonusDefinition,
  operatorBonusDefinitions,
  operatorLootboxTemplate,
  operatorLootboxTemplates,
} from "@croupier/contract/schemas/operator-promotions";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awardLootbox } from "../lootboxes/award.ts";
import { VIP_LEVEL_UP_LOOTBOX } from "../lootboxes/seed.ts";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, type HandClock, handClock, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";

// Promotions from the back office over HTTP: a bonus definition created, scheduled, going live and
// offered to players; paused (not offered, its coupon refused with a clear message) and resumed;
// canceled (bonuses already held keep their terms); bad forms answered with a message per field;
// roles without the permission refused; every action in the audit log. Loot box templates: edited
// prizes and weights, paused (no box awarded) and resumed.

const MINUTE = 60 * 1000;

let tdb: TestDatabase;
let app: FastifyInstance;
let clock: HandClock;
let admin: { cookie: string; id: number };
let marketing: { cookie: string; id: number };
let support: { cookie: string; id: number };
let finance: { cookie: string; id: number };

beforeAll(async () => {
  tdb = await createTestDatabase();
  clock = handClock("2026-11-27T12:00:00Z");
  app = await tdb.buildApp(
    { ...MANY_SIGN_UPS, SIGN_IN_RATE_LIMIT_IP: "1000", SIGN_IN_RATE_LIMIT_EMAIL: "1000" },
    { now: () => clock.now },
  );
  admin = await signedInOperator(app, tdb.database.db, "admin");
  marketing = await signedInOperator(app, tdb.database.db, "marketing");
  support = await signedInOperator(app, tdb.database.db, "support");
});
afterAll(() => tdb.close());

type Who = { cookie: string };
const as = (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  call(app, method, url, { cookie: who.cookie, payload });

const TITLES = { en: "Weekend coupon", es: "Cupón de fin de semana", ru: "Купон выходного дня" };
const CONTRIBUTIONS = { slots: 100, table: 10, default: 0 };

function couponForm(code: string, extra: Record<string, unknown> = {}) {
  return {
    kind: "coupon",
    code,
    titles: TITLES,
    amounts: { EUR: { fixed_cents: 700, max_bet_cents: 200 } },
    wager_multiplier: 20,
    contributions: CONTRIBUTIONS,
    activation_days: 7,
    valid_days: 14,
    ...extra,
  };
}

async function redeem(player: Who, code: string) {
  return call(app, "POST", "/api/bonuses/coupon", { cookie: player.cookie, payload: { coupon_code: code } });
}

async function listed(id: number): Promise<OperatorBonusDefinition> {
  const response = await as(support, "GET", "/api/operator/bonuses");
  expect(response.statusCode, response.body).toBe(200);
  const found = operatorBonusDefinitions.parse(response.json()).data.find((item) => item.id === id);
  if (!found) throw new Error(`bonus ${id} not listed`);
  return found;
}

async function registrationOfferIds(): Promise<string[]> {
  const response = await call(app, "GET", "/api/bonuses/registration?currency=EUR");
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as BonusPreview[]).map((offer) => offer.id);
}

describe("bonus definitions from the back office", () => {
  let couponId: number;
  const player = { cookie: "", id: 0 };

  it("lists the seeded definitions with their state, the prize-only ones marked", async () => {
    const response = await as(support, "GET", "/api/operator/bonuses");
    expect(response.statusCode, response.body).toBe(200);
    const { data } = operatorBonusDefinitions.parse(response.json());
    const free10 = data.find((item) => item.code === "FREE10");
    expect(free10).toMatchObject({ kind: "coupon", state: "live", prize_only: false, title: "€10 coupon bonus" });
    expect(data.find((item) => item.id === 80)?.prize_only).toBe(true);
    const coupons = await as(support, "GET", "/api/operator/bonuses?kind=coupon&state=live");
    expect(operatorBonusDefinitions.parse(coupons.json()).data.every((item) => item.kind === "coupon")).toBe(true);
  });

  it("creates a coupon scheduled for later: refused until it starts, then redeemed and counted", async () => {
    const startsAt = new Date(clock.now.getTime() + 10 * MINUTE).toISOString();
    const created = await as(
      marketing,
      "POST",
      "/api/operator/bonuses",
      couponForm("weekend7", { starts_at: startsAt }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const definition = operatorBonusDefinition.parse(created.json());
    couponId = definition.id;
    expect(definition).toMatchObject({ code: "WEEKEND7", state: "scheduled", issued_count: 0, starts_at: startsAt });
    expect(definition.id).toBeGreaterThanOrEqual(1000);

    const signedUp = await signUp(app);
    Object.assign(player, signedUp);
    const early = await redeem(player, "WEEKEND7");
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ errors: { coupon_code: ["This code's bonus is not available right now."] } });

    clock.later(10 * MINUTE + 1000);
    expect((await listed(couponId)).state).toBe("live");
    const redeemed = await redeem(player, "weekend7");
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const bonuses = (await call(app, "GET", "/api/player/bonuses", { cookie: player.cookie })).json() as PlayerBonus[];
    expect(bonuses.find((bonus) => bonus.strategy === "coupon")).toMatchObject({
      title: "Weekend coupon",
      amount_cents: 700,
      terms: { wager_multiplier: 20, valid_days: 14 },
    });
    expect((await listed(couponId)).issued_count).toBe(1);
  });

  it("pauses: the code is refused with a clear message in the player's language; resumes", async () => {
    const paused = await as(admin, "POST", `/api/operator/bonuses/${couponId}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(operatorBonusDefinition.parse(paused.json()).state).toBe("paused");
    const again = await as(admin, "POST", `/api/operator/bonuses/${couponId}/pause`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.base).toEqual(["This bonus is already paused."]);

    const other = await signUp(app);
    const refused = await redeem(other, "WEEKEND7");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.coupon_code).toEqual(["This code's bonus is not available right now."]);
    const spanish = await call(app, "POST", "/api/bonuses/coupon", {
      cookie: other.cookie,
      payload: { coupon_code: "WEEKEND7" },
      headers: { "accept-language": "es" },
    });
    expect(spanish.json().errors.coupon_code).toEqual(["El bono de este código no está disponible ahora."]);

    const resumed = await as(admin, "POST", `/api/operator/bonuses/${couponId}/resume`);
    expect(operatorBonusDefinition.parse(resumed.json()).state).toBe("live");
    expect((await redeem(other, "WEEKEND7")).statusCode).toBe(200);
  });

  it("edits the terms for bonuses issued from then on; those held keep theirs", async () => {
    const edited = await as(
      admin,
      "PUT",
      `/api/operator/bonuses/${couponId}`,
      couponForm("WEEKEND7", { wager_multiplier: 5 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(operatorBonusDefinition.parse(edited.json())).toMatchObject({ wager_multiplier: 5, starts_at: null });
    const bonuses = (await call(app, "GET", "/api/player/bonuses", { cookie: player.cookie })).json() as PlayerBonus[];
    expect(bonuses.find((bonus) => bonus.strategy === "coupon")?.terms.wager_multiplier).toBe(20);
    const kind = await as(admin, "PUT", `/api/operator/bonuses/${couponId}`, {
      ...couponForm("WEEKEND7"),
      kind: "no_deposit",
    });
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json().errors)).toContain("kind");
  });

  it("cancels for good: no new issues, bonuses held keep their terms, nothing changes after", async () => {
    const noReason = await as(admin, "POST", `/api/operator/bonuses/${couponId}/cancel`, { reason: " " });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(["reason"]);
    const canceled = await as(admin, "POST", `/api/operator/bonuses/${couponId}/cancel`, { reason: "Campaign over" });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(operatorBonusDefinition.parse(canceled.json())).toMatchObject({
      state: "canceled",
      cancel_reason: "Campaign over",
      issued_count: 2,
    });
    const late = await signUp(app);
    expect((await redeem(late, "WEEKEND7")).json().errors.coupon_code).toEqual([
      "This code's bonus is not available right now.",
    ]);
    const held = (await call(app, "GET", "/api/player/bonuses", { cookie: player.cookie })).json() as PlayerBonus[];
    expect(held.find((bonus) => bonus.strategy === "coupon")).toMatchObject({ stage: "issued", activatable: true });
    for (const action of ["resume", "pause"]) {
      const refused = await as(admin, "POST", `/api/operator/bonuses/${couponId}/${action}`);
      expect(refused.json().errors.base).toEqual(["This bonus is canceled: it cannot change any more."]);
    }

    const actions = (await auditRows(tdb.database.db, { target: { type: "bonus_definition", id: couponId } })).map(
      (row) => [row.action, row.operator_id],
    );
    expect(actions).toEqual([
      ["bonus_definition.created", marketing.id],
      ["bonus_definition.paused", admin.id],
      ["bonus_definition.resumed", admin.id],
      ["bonus_definition.updated", admin.id],
      ["bonus_definition.canceled", admin.id],
    ]);
    const [created] = await auditRows(tdb.database.db, { target: { type: "bonus_definition", id: couponId } });
    expect(created?.details).toMatchObject({ before: null, after: { code: "WEEKEND7", state: "scheduled" } });
  });

  it("offers a registration bonus only while live: paused, scheduled and ended ones are not", async () => {
    const form = {
      kind: "registration",
      titles: { en: "Sign-up gift" },
      amounts: { EUR: { fixed_cents: 300 } },
      wager_multiplier: 10,
      contributions: { default: 100 },
      activation_days: 3,
      valid_days: 7,
    };
    const created = operatorBonusDefinition.parse((await as(admin, "POST", "/api/operator/bonuses", form)).json());
    const id = String(created.id);
    expect(created.state).toBe("live");
    expect(await registrationOfferIds()).toContain(id);
    await as(admin, "POST", `/api/operator/bonuses/${id}/pause`);
    expect(await registrationOfferIds()).not.toContain(id);
    const newcomer = await signUp(app);
    const held = (await call(app, "GET", "/api/player/bonuses", { cookie: newcomer.cookie })).json() as PlayerBonus[];
    expect(held.map((bonus) => bonus.title)).not.toContain("Sign-up gift");
    await as(admin, "POST", `/api/operator/bonuses/${id}/resume`);
    expect(await registrationOfferIds()).toContain(id);

    const endsAt = new Date(clock.now.getTime() + 5 * MINUTE).toISOString();
    const scheduled = await as(admin, "POST", `/api/operator/bonuses/${id}/schedule`, {
      starts_at: null,
      ends_at: endsAt,
    });
    expect(operatorBonusDefinition.parse(scheduled.json())).toMatchObject({ state: "live", ends_at: endsAt });
    clock.later(6 * MINUTE);
    expect((await listed(created.id)).state).toBe("ended");
    expect(await registrationOfferIds()).not.toContain(id);
    const bad = await as(admin, "POST", `/api/operator/bonuses/${id}/schedule`, {
      starts_at: "2027-01-02T00:00:00Z",
      ends_at: "2027-01-01T00:00:00Z",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { ends_at: ["must be after the start"] } });
  });

  it("answers a bad form with a message per field", async () => {
    const response = await as(admin, "POST", "/api/operator/bonuses", {
      kind: "coupon",
      code: "FREE10",
      titles: { es: "Sólo español" },
      amounts: { EUR: { max_bet_cents: -1 }, XXX: { fixed_cents: 100 } },
      wager_multiplier: 500,
      contributions: { slots: 150 },
      activation_days: 0,
      valid_days: 30,
      freespins: { count: 10, game: "nowhere/nothing", bet_level: 1 },
      starts_at: "tomorrow",
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({
      code: ["has already been taken by another bonus"],
      "titles.en": ["must be completed: the English title is required"],
      "amounts.EUR.max_bet_cents": ["must be a whole amount in minor units, 0 or more"],
      "amounts.XXX": ["is not a real-money currency of this casino"],
      wager_multiplier: ["must be a whole number from 0 to 200"],
      "contributions.slots": ["must be a percent from 0 to 100"],
      "contributions.default": ["must be completed: the share of the categories not listed"],
      activation_days: ["must be from 1 to 365 days"],
      "freespins.game": ["must be an in-house slot of the catalogue, playable at this bet level"],
      starts_at: ["must be a date and time with its offset, like 2026-12-01T18:00:00Z"],
    });
    const noCode = await as(admin, "POST", "/api/operator/bonuses", couponForm("", { titles: { en: "x" } }));
    expect(noCode.json().errors.code).toEqual(["must be completed for a coupon or deposit bonus"]);
    const deposit = await as(admin, "POST", "/api/operator/bonuses", {
      ...couponForm("RELOAD75"),
      kind: "deposit",
      match_percent: 75,
      amounts: { EUR: { min_deposit_cents: 2000 } },
    });
    expect(deposit.json().errors).toEqual({ "amounts.EUR.max_cents": ["must be completed: the cap of the match"] });
    const typed = await as(admin, "POST", "/api/operator/bonuses", { kind: "gift" });
    expect(typed.statusCode).toBe(422);
    expect(Object.keys(typed.json().errors)).toContain("kind");
  });

  it("refuses prize-only definitions' schedule, unknown ids and roles without the permission", async () => {
    const prize = await as(admin, "POST", "/api/operator/bonuses/80/pause");
    expect(prize.statusCode).toBe(422);
    expect(prize.json().errors.base[0]).toMatch(/prize of loot boxes/);
    expect((await as(admin, "POST", "/api/operator/bonuses/999999/pause")).statusCode).toBe(404);
    expect((await as(support, "POST", "/api/operator/bonuses", couponForm("SUPPORT1"))).statusCode).toBe(403);
    expect((await as(support, "POST", `/api/operator/bonuses/${couponId}/pause`)).statusCode).toBe(403);
    // The hand clock moved past the idle timeout of the operators signed in at the start.
    finance = await signedInOperator(app, tdb.database.db, "finance");
    expect((await as(finance, "GET", "/api/operator/bonuses")).statusCode).toBe(403);
    expect((await call(app, "GET", "/api/operator/bonuses")).statusCode).toBe(401);
  });
});

describe("loot box templates from the back office", () => {
  const url = `/api/operator/lootbox_templates/${VIP_LEVEL_UP_LOOTBOX}`;
  const award = async (sourceKey: string) => {
    const player = await signUp(app);
    return awardLootbox(tdb.database.db, {
      playerId: player.id,
      templateKey: VIP_LEVEL_UP_LOOTBOX,
      currency: "EUR",
      sourceKey,
      strategy: "test",
      now: clock.now,
    });
  };

  it("lists the template with its chances and counts", async () => {
    marketing = await signedInOperator(app, tdb.database.db, "marketing");
    expect(await award("first")).not.toBeNull();
    const response = await as(support, "GET", "/api/operator/lootbox_templates");
    expect(response.statusCode, response.body).toBe(200);
    const [template] = operatorLootboxTemplates.parse(response.json()).data;
    expect(template).toMatchObject({ key: VIP_LEVEL_UP_LOOTBOX, state: "live", awarded_count: 1, opened_count: 0 });
    expect(template?.items[0]).toMatchObject({ weight: 35, chance_percent: 35 });
  });

  it("edits prizes and weights (boxes already awarded keep theirs), refusing bad ones per field", async () => {
    const bad = await as(marketing, "PUT", url, {
      titles: { en: "" },
      items: [
        { weight: 0, prize: { kind: "bonus", euros: 5 } },
        { weight: 1, prize: { kind: "freespins", definition_id: 79 } },
      ],
      valid_days: 30,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "titles.en": ["must be completed: the English title is required"],
      "items.1.weight": ["must be a whole number from 1 to 1000000"],
      "items.2.definition_id": ["must name a bonus definition that grants free spins"],
    });
    const edited = await as(marketing, "PUT", url, {
      titles: { en: "VIP level-up box", es: "Caja VIP" },
      items: [
        { weight: 3, prize: { kind: "bonus", euros: 5 } },
        { weight: 1, prize: { kind: "comp_points", points: 100 } },
      ],
      valid_days: 14,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const template = operatorLootboxTemplate.parse(edited.json());
    expect(template.items.map((item) => item.chance_percent)).toEqual([75, 25]);
    const box = await award("after-edit");
    expect(box?.items.map((item) => item.weight)).toEqual([3, 1]);
  });

  it("pauses: no box is awarded until resumed; audited", async () => {
    expect((await as(support, "POST", `${url}/pause`)).statusCode).toBe(403);
    const paused = await as(admin, "POST", `${url}/pause`);
    expect(operatorLootboxTemplate.parse(paused.json()).state).toBe("paused");
    expect(await award("while-paused")).toBeNull();
    const resumed = await as(admin, "POST", `${url}/resume`);
    expect(operatorLootboxTemplate.parse(resumed.json()).state).toBe("live");
    expect(await award("resumed")).not.toBeNull();
    const actions = await auditRows(tdb.database.db, {
      target: { type: "lootbox_template", id: VIP_LEVEL_UP_LOOTBOX as unknown as number },
    });
    expect(actions.map((row) => row.action)).toEqual([
      "lootbox_template.updated",
      "lootbox_template.paused",
      "lootbox_template.resumed",
    ]);
    expect((await as(admin, "POST", "/api/operator/lootbox_templates/nope/pause")).statusCode).toBe(404);
  });
});
