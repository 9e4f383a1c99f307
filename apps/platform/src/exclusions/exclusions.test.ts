import { randomUUID } from "node:crypto";
import { exclusionView } from "@croupier/contract/schemas/exclusions";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueBonus } from "../bonuses/lifecycle.ts";
import { listDefinitions, listPlayerBonuses } from "../bonuses/repository.ts";
import { findUserById } from "../identity/repository.ts";
import { users } from "../identity/schema.ts";
import { hashToken } from "../identity/tokens.ts";
import { signedInOperator } from "../operators/operator-test-helpers.ts";
import { paymentsOf, requestSkrillWithdrawal } from "../payments/payment-test-helpers.ts";
import {
  fundedPlayer,
  launch,
  postPlay,
  type StudioGame,
  setPlayRules,
  startStudioApp,
  type TestPlayer,
} from "../studio/studio-test-helpers.ts";
import { createInjectedWallet } from "../studio/wallet-client.ts";
import {
  call,
  deviceCookie,
  fieldErrors,
  PASSWORD,
  sessionCookie,
  signIn,
  signUpPayload,
  uniqueEmail,
} from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";
import { assertMayDeposit, isExcluded } from "./guard.ts";
import { excludePlayer } from "./service.ts";

// Time-out, self-exclusion and account closure: what a player meets while one is in force.

let tdb: TestDatabase;
let app: FastifyInstance;
let slot: StudioGame;
const now = new Date("2026-11-22T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [slot],
  } = await startStudioApp(["lantern-tide"], () => now));
});
afterAll(() => tdb.close());

const exclude = (player: TestPlayer, exclusion: unknown, locale = "en") =>
  call(app, "POST", `/api/player/exclusion?locale=${locale}`, { cookie: player.cookie, payload: { exclusion } });

async function emailOf(player: TestPlayer): Promise<string> {
  const user = await findUserById(app.database.db, player.id);
  if (!user) throw new Error("no user");
  return user.email;
}

async function isSignedIn(player: TestPlayer): Promise<boolean> {
  return (await call(app, "GET", "/api/player", { cookie: player.cookie })).statusCode === 200;
}

describe("a time-out", () => {
  it("ends the sessions, refuses sign-in with its end, bets and deposits, but pays a pending withdrawal", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token } = await launch(app, slot.eur, player.cookie);
    expect((await postPlay(app, token, { type: "spin", bet: 100 })).statusCode).toBe(200);
    const withdrawalId = await requestSkrillWithdrawal(app, player.cookie, 20);

    const response = await exclude(player, { kind: "timeout", days: 7 });
    expect(response.statusCode, response.body).toBe(200);
    const view = exclusionView.parse(response.json());
    expect(view.exclusion).toMatchObject({ kind: "timeout", active: true });
    expect(view.exclusion.ends_at).toBe(new Date(now.getTime() + 7 * DAY_MS).toISOString());
    expect(await isSignedIn(player)).toBe(false);

    const email = await emailOf(player);
    const refused = await call(app, "POST", "/api/users/sign_in", {
      payload: { user: { email, password: PASSWORD } },
      headers: { "accept-language": "es" },
    });
    expect(refused.statusCode).toBe(422);
    const text = (refused.json() as { errors: { email: string[] } }).errors.email[0];
    expect(text).toContain("descanso");
    expect(text).toContain("29 de noviembre de 2026");
    expect(text).toContain("soporte");

    // The game page left open: the studio and the provider wallet both refuse the next bet.
    const play = await postPlay(app, token, { type: "spin", bet: 100 });
    expect(play.statusCode).toBe(403);
    expect(play.json()).toMatchObject({ code: "player_disabled" });
    const wallet = createInjectedWallet(app);
    const bet = await wallet.call("bet", {
      token,
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency: "EUR",
      amount: 100,
    });
    expect(bet.status).toBe("RS_ERROR_USER_DISABLED");
    await expect(assertMayDeposit(app.database.db, player.id, now, "en")).rejects.toMatchObject({ statusCode: 422 });

    // The withdrawal asked for before the break is still paid out.
    const finance = await signedInOperator(app, app.database.db, "finance");
    const approved = await call(app, "POST", `/api/operator/withdrawals/${withdrawalId}/approve`, {
      cookie: finance.cookie,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // It ends by itself: a second later nothing is refused any more.
    const ended = new Date(now.getTime() + 7 * DAY_MS + 1000);
    expect(await isExcluded(app.database.db, player.id, ended)).toBe(false);
    await expect(assertMayDeposit(app.database.db, player.id, ended, "en")).resolves.toBeUndefined();
  });

  it("answers a bet repeated after the time-out as it answered it before", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token } = await launch(app, slot.eur, player.cookie);
    const wallet = createInjectedWallet(app);
    const bet = { request_uuid: randomUUID(), token, transaction_uuid: randomUUID(), round: randomUUID() };
    const first = await wallet.call("bet", { ...bet, currency: "EUR", amount: 100 });
    expect(first.status).toBe("RS_OK");

    expect((await exclude(player, { kind: "timeout", days: 1 })).statusCode).toBe(200);
    // The provider did not hear the first answer and sends the same request again.
    expect(await wallet.call("bet", { ...bet, currency: "EUR", amount: 100 })).toEqual(first);
    const next = await wallet.call("bet", {
      token,
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency: "EUR",
      amount: 100,
    });
    expect(next.status).toBe("RS_ERROR_USER_DISABLED");
    // A win of the round bet before the break is still paid.
    const win = await wallet.call("win", {
      token,
      transaction_uuid: randomUUID(),
      round: bet.round,
      currency: "EUR",
      amount: 300,
    });
    expect(win.status).toBe("RS_OK");
  });

  it("cannot be shortened: only a later end is accepted", async () => {
    const player = await fundedPlayer(app, 0n);
    const user = await findUserById(app.database.db, player.id);
    if (!user) throw new Error("no user");
    await excludePlayer(app.database.db, user, { kind: "timeout", days: 10 }, now, "en");
    const shorter = await fieldErrors(
      excludePlayer(app.database.db, user, { kind: "timeout", days: 3 }, now, "en"),
      422,
    );
    expect(shorter.days?.[0]).toContain("can only be made longer");
    const longer = await excludePlayer(app.database.db, user, { kind: "self_exclusion", days: 183 }, now, "en");
    expect(longer.exclusion).toMatchObject({ kind: "self_exclusion" });
    const indefinite = await excludePlayer(app.database.db, user, { kind: "self_exclusion", days: null }, now, "en");
    expect(indefinite.exclusion).toMatchObject({ kind: "self_exclusion", ends_at: null });
    const after = await fieldErrors(
      excludePlayer(app.database.db, user, { kind: "self_exclusion", days: 1825 }, now, "en"),
      422,
    );
    expect(after.days?.[0]).toContain("indefinitely");
  });
});

describe("a self-exclusion", () => {
  it("forfeits pending bonuses and no new bonus reaches the player", async () => {
    const player = await fundedPlayer(app, 0n);
    const [definition] = await listDefinitions(app.database.db, ["registration"]);
    if (!definition) throw new Error("no registration bonus in the seed");
    const issue = (key: string) =>
      issueBonus(app.database.db, {
        playerId: player.id,
        definition,
        currency: "EUR",
        amount: 500n,
        sourceKey: key,
        strategy: "test",
        now,
        activate: false,
      });
    expect(await issue("test:before")).not.toBeNull();

    expect((await exclude(player, { kind: "self_exclusion", days: null })).statusCode).toBe(200);
    const bonuses = await listPlayerBonuses(app.database.db, player.id);
    expect(bonuses.filter((bonus) => bonus.stage === "issued")).toEqual([]);
    expect(bonuses.find((bonus) => bonus.sourceKey === "test:before")?.stage).toBe("canceled");
    expect(await issue("test:after")).toBeNull();

    const refused = await signIn(app, await emailOf(player));
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { errors: { email: string[] } }).errors.email[0]).toContain("indefinitely");
  });

  it("answers 422 field errors for bad input and changes nothing", async () => {
    const player = await fundedPlayer(app, 0n);
    for (const [body, field] of [
      [{ kind: "timeout", days: 0 }, "days"],
      [{ kind: "timeout", days: 31 }, "days"],
      [{ kind: "timeout", days: null }, "days"],
      [{ kind: "self_exclusion", days: 100 }, "days"],
      [{ kind: "forever", days: 1 }, "kind"],
    ] as const) {
      const response = await exclude(player, body, "ru");
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const errors = (response.json() as { errors: Record<string, string[]> }).errors;
      expect(
        Object.keys(errors).some((key) => key.endsWith(field)),
        response.body,
      ).toBe(true);
    }
    const state = await call(app, "GET", "/api/player/exclusion", { cookie: player.cookie });
    expect(state.statusCode).toBe(200);
    expect(exclusionView.parse(state.json()).exclusion.active).toBe(false);
    expect(await isSignedIn(player)).toBe(true);
  });
});

describe("the e-mail confirmation link", () => {
  it("confirms an excluded player's address but does not sign them in, even on their own browser", async () => {
    const signedUp = await call(app, "POST", "/api/users", { payload: signUpPayload(uniqueEmail("confirm")) });
    const cookie = sessionCookie(signedUp);
    const device = deviceCookie(signedUp);
    if (!cookie || !device) throw new Error("sign-up set no cookies");
    const player = { id: (signedUp.json() as { id: number }).id, cookie };
    expect((await exclude(player, { kind: "timeout", days: 1 })).statusCode).toBe(200);

    await app.database.db
      .update(users)
      .set({ confirmationTokenHash: hashToken("confirm-token"), confirmationSentAt: now })
      .where(eq(users.id, player.id));
    const confirmed = await call(app, "PUT", "/api/users/confirmation", {
      cookie: device,
      payload: { confirmation_token: "confirm-token" },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({});
    expect(sessionCookie(confirmed)).toBeUndefined();
  });
});

describe("the jurisdiction's play rules", () => {
  it("set the time-out range and the self-exclusion periods offered", async () => {
    await setPlayRules(app.database.db, {
      timeout_min_days: 2,
      timeout_max_days: 14,
      self_exclusion_days: [365],
      self_exclusion_indefinite_allowed: false,
    });
    try {
      const player = await fundedPlayer(app, 0n);
      const state = exclusionView.parse(
        (await call(app, "GET", "/api/player/exclusion", { cookie: player.cookie })).json(),
      );
      expect(state.options).toEqual({
        timeout_min_days: 2,
        timeout_max_days: 14,
        self_exclusion_days: [365],
        self_exclusion_indefinite_allowed: false,
      });
      const tooLong = await exclude(player, { kind: "timeout", days: 15 });
      expect(tooLong.json()).toEqual({ errors: { days: ["Choose a break of 2 to 14 days."] } });
      const indefinite = await exclude(player, { kind: "self_exclusion", days: null });
      expect(indefinite.json()).toEqual({ errors: { days: ["An indefinite self-exclusion is not offered."] } });
      expect((await exclude(player, { kind: "self_exclusion", days: 365 })).statusCode).toBe(200);
    } finally {
      await setPlayRules(app.database.db, {
        timeout_min_days: 1,
        timeout_max_days: 30,
        self_exclusion_days: [183, 365, 1825],
        self_exclusion_indefinite_allowed: true,
      });
    }
  });
});

describe("closing the account", () => {
  it("needs the password, then ends the sessions and refuses sign-in for good", async () => {
    const player = await fundedPlayer(app, 0n);
    const wrong = await call(app, "POST", "/api/player/close", {
      cookie: player.cookie,
      payload: { account: { password: "not-it" } },
    });
    expect(wrong.statusCode).toBe(422);
    expect((wrong.json() as { errors: Record<string, string[]> }).errors.password).toEqual(["Wrong password."]);
    expect(await isSignedIn(player)).toBe(true);

    const closed = await call(app, "POST", "/api/player/close", {
      cookie: player.cookie,
      payload: { account: { password: PASSWORD } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(exclusionView.parse(closed.json()).exclusion).toMatchObject({ kind: "closed", ends_at: null });
    expect(await isSignedIn(player)).toBe(false);
    const refused = await signIn(app, await emailOf(player));
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { errors: { email: string[] } }).errors.email[0]).toContain("closed at your request");
    expect(await paymentsOf(app, player.cookie).catch(() => "signed out")).toBe("signed out");
  });
});
