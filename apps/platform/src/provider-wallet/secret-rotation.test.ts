import { randomUUID } from "node:crypto";
import type { ProviderWalletAnswer } from "@croupier/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFundedAccount } from "../ledger/ledger-test-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { rotateProviderSecret } from "./repository.ts";
import { gameProviders } from "./schema.ts";
import { openGameSession } from "./sessions.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "./signature.ts";

// A secret rotation without downtime: the new secret passes at once, the previous one keeps passing
// until its grace period ends (bets through wallet_move, whether this node's copy of the provider
// predates the rotation or not, and balance calls), and is refused after it.

const PROVIDER = "test-rotation";
const HOUR = 60 * 60_000;

let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date("2026-11-22T12:00:00Z");
let token: string;
let playerId: number;

/** A fresh launch at the test's clock (a launch takes bets for four hours). */
async function launch(): Promise<void> {
  ({ token } = await openGameSession(
    tdb.database.db,
    { playerId, providerId: PROVIDER, gameId: "g", currency: "EUR", device: "desktop" },
    now,
  ));
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp({}, { now: () => now });
  const db = tdb.database.db;
  await db.insert(gameProviders).values({ id: PROVIDER, name: "Rotation", secret: "first-secret" });
  const account = await createFundedAccount(db, "EUR", 10_000n);
  playerId = account.playerId as number;
  await launch();
});
afterAll(() => tdb.close());

async function signed(action: "bet" | "balance", secret: string): Promise<ProviderWalletAnswer> {
  const body =
    action === "bet"
      ? {
          request_uuid: randomUUID(),
          token,
          transaction_uuid: randomUUID(),
          round: randomUUID(),
          currency: "EUR",
          amount: 10,
        }
      : { request_uuid: randomUUID(), token };
  const raw = JSON.stringify(body);
  const response = await app.inject({
    method: "POST",
    url: `/api/provider-wallet/${PROVIDER}/${action}`,
    payload: raw,
    headers: { "content-type": "application/json", [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, raw) },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ProviderWalletAnswer;
}

describe("provider secret rotation", () => {
  it("accepts the previous secret during the grace period only, the new one at once", async () => {
    const db = tdb.database.db;
    // This node now keeps a copy of the provider with the first secret.
    expect(await signed("bet", "first-secret")).toMatchObject({ status: "RS_OK", balance: 9_990 });

    await rotateProviderSecret(db, PROVIDER, "second-secret", new Date(now.getTime() + 24 * HOUR));
    // The copy predates the rotation: wallet_move still takes the first secret's digest.
    expect(await signed("bet", "first-secret")).toMatchObject({ status: "RS_OK", balance: 9_980 });
    // The new secret fails against the copy, passes against a fresh read.
    expect(await signed("bet", "second-secret")).toMatchObject({ status: "RS_OK", balance: 9_970 });
    // The fresh copy knows both: the previous secret passes as the previous one.
    expect(await signed("bet", "first-secret")).toMatchObject({ status: "RS_OK", balance: 9_960 });
    expect(await signed("balance", "first-secret")).toMatchObject({ status: "RS_OK", balance: 9_960 });
    expect(await signed("bet", "wrong-secret")).toEqual({ status: "RS_ERROR_INVALID_SIGNATURE" });

    now = new Date(now.getTime() + 24 * HOUR + 1);
    await launch();
    expect(await signed("bet", "first-secret")).toEqual({ status: "RS_ERROR_INVALID_SIGNATURE" });
    expect(await signed("balance", "first-secret")).toEqual({ status: "RS_ERROR_INVALID_SIGNATURE" });
    expect(await signed("bet", "second-secret")).toMatchObject({ status: "RS_OK", balance: 9_950 });
  });

  it("refuses a secret whose grace has ended even from a copy that still holds it as current", async () => {
    const db = tdb.database.db;
    // The copy holds "second-secret" as current; the next rotation gives it one hour.
    await rotateProviderSecret(db, PROVIDER, "third-secret", new Date(now.getTime() + HOUR));
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await signed("bet", "second-secret")).toEqual({ status: "RS_ERROR_INVALID_SIGNATURE" });
    expect(await signed("bet", "third-secret")).toMatchObject({ status: "RS_OK", balance: 9_940 });
  });
});
