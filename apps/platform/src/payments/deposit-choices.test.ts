import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { startDeposit } from "./payment-test-helpers.ts";
import { payments } from "./schema.ts";

// A deposit keeps the player's bonus and lottery choices as they were when it was created, for
// promotions to apply later.

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp(MANY_SIGN_UPS));
});
afterAll(() => tdb.close());

function changeGroups(cookie: string, add: string[], remove: string[] = []) {
  return call(app, "POST", "/api/player/groups", { cookie, payload: { groups: { add, remove } } });
}

describe("deposits carry the choices", () => {
  it("record the bonus toggle, code, welcome bonus and the currency's lottery at creation", async () => {
    const { cookie } = await signUp(app);
    const plain = await startDeposit(app, cookie, { amountValue: 20 });
    await call(app, "PATCH", "/api/player/set_bonus_code?deposit_bonus_code=SPRING", { cookie });
    await changeGroups(cookie, ["74"]);
    const accounts = (await call(app, "GET", "/api/player/accounts", { cookie })).json() as { id: number }[];
    // The demo's open EUR lottery.
    const [lottery] = (await call(app, "GET", "/api/lotteries")).json() as { id: number }[];
    const lotteryId = lottery?.id ?? 0;
    const picked = await call(app, "PATCH", `/api/player/accounts/${accounts[0]?.id}/select_lottery`, {
      cookie,
      payload: { lottery_id: lotteryId },
    });
    expect(picked.statusCode).toBe(200);
    const chosen = await startDeposit(app, cookie, { amountValue: 30 });
    await call(app, "PATCH", "/api/player/update_bonus_settings?can_issue=false", { cookie });
    const off = await startDeposit(app, cookie, { amountValue: 40 });
    const choicesOf = async (id: number) =>
      (await tdb.database.db.select().from(payments).where(eq(payments.id, id)))[0]?.playerChoices;
    expect(await choicesOf(plain.id)).toEqual({
      can_issue_bonuses: true,
      bonus_code: null,
      bonus_id: null,
      lottery_id: null,
    });
    expect(await choicesOf(chosen.id)).toEqual({
      can_issue_bonuses: true,
      bonus_code: "SPRING",
      bonus_id: 74,
      lottery_id: lotteryId,
    });
    expect(await choicesOf(off.id)).toEqual({
      can_issue_bonuses: false,
      bonus_code: null,
      bonus_id: null,
      lottery_id: lotteryId,
    });
  });
});
