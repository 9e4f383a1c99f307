import type { PlayerLootbox } from "@croupier/contract";
import { drawWeighted, hashServerSeed } from "@croupier/games";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount } from "../ledger/accounts.ts";
import { checkLedger } from "../ledger/invariants.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestDatabase, MANY_SIGN_UPS, type TestDatabase } from "../test/test-app.ts";
import { awardLootbox } from "./award.ts";
import { VIP_LEVEL_UP_LOOTBOX } from "./seed.ts";

// Loot boxes over HTTP: awarded with a committed server seed, opened with the player's seed, the
// prize granted (bonus money with its wagering, or comp points), and the draw verified.

let tdb: TestDatabase;
let app: FastifyInstance;
const now = new Date("2026-11-26T12:00:00Z");

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await tdb.buildApp(MANY_SIGN_UPS, { now: () => now });
});
afterAll(() => tdb.close());

async function playerWithBox() {
  const player = await signUp(app);
  const box = await tdb.database.db.transaction((tx) =>
    awardLootbox(tx, {
      playerId: player.id,
      templateKey: VIP_LEVEL_UP_LOOTBOX,
      currency: "EUR",
      sourceKey: "test:1",
      strategy: "level_up",
      now,
    }),
  );
  if (!box) throw new Error("no box awarded");
  return { player, box };
}

/** A client seed that makes the box draw an item with a prize of `kind`. */
function seedDrawing(
  box: NonNullable<Awaited<ReturnType<typeof awardLootbox>>>,
  kind: "bonus" | "comp_points" | "freespins",
) {
  const weights = box.items.map((item) => item.weight);
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const clientSeed = `seed-${attempt}`;
    const index = drawWeighted({ serverSeed: box.serverSeed, clientSeed, nonce: 0 }, weights);
    if (box.items[index]?.prize.kind === kind) return { clientSeed, item: box.items[index] };
  }
  throw new Error(`no seed draws ${kind}`);
}

async function open(cookie: string, id: number, clientSeed?: string) {
  return call(app, "POST", `/api/player/lootboxes/${id}/activation`, {
    cookie,
    payload: clientSeed === undefined ? {} : { client_seed: clientSeed },
  });
}

describe("loot boxes", () => {
  it("shows a box with its prizes and the commitment, never the seed, before opening", async () => {
    const { player, box } = await playerWithBox();
    const response = await call(app, "GET", "/api/player/lootboxes", { cookie: player.cookie });
    const [shown] = response.json() as PlayerLootbox[];
    expect(shown).toMatchObject({
      id: box.id,
      stage: "issued",
      title: "VIP level-up loot box",
      fairness: { server_seed_hash: hashServerSeed(box.serverSeed), server_seed: null, client_seed: null, nonce: 0 },
      prize_item_id: null,
    });
    expect(shown?.items.map((item) => item.weight)).toEqual([35, 30, 20, 9, 1, 5]);
    expect(shown?.items[0]?.bonuses[0]).toMatchObject({ type: "bonus", attributes: { amount_cents: 500 } });
  });

  it("opens with the player's seed: a bonus prize starts wagering, and the draw verifies", async () => {
    const { player, box } = await playerWithBox();
    const { clientSeed, item } = seedDrawing(box, "bonus");
    const response = await open(player.cookie, box.id, clientSeed);
    expect(response.statusCode, response.body).toBe(200);
    const opened = response.json() as PlayerLootbox;
    expect(opened).toMatchObject({
      stage: "opened",
      prize_item_id: item?.id,
      fairness: { server_seed: box.serverSeed, client_seed: clientSeed },
    });
    expect(opened.items.filter((shown) => shown.prize).map((shown) => shown.id)).toEqual([item?.id]);
    const amount = item?.prize.kind === "bonus" ? item.prize.amount_cents : 0;
    const bonuses = (await call(app, "GET", "/api/player/bonuses", { cookie: player.cookie })).json() as Array<{
      strategy: string;
      stage: string;
      amount_cents: number;
    }>;
    expect(bonuses.find((bonus) => bonus.strategy === "lootbox")).toMatchObject({
      stage: "active",
      amount_cents: amount,
    });
    const bonusMoney = await findAccount(tdb.database.db, "player_bonus", "EUR", player.id);
    expect(bonusMoney?.balance).toBe(BigInt(amount));

    const verified = await call(app, "POST", "/api/lootboxes/verify", {
      payload: {
        server_seed: opened.fairness.server_seed,
        client_seed: clientSeed,
        nonce: 0,
        weights: opened.items.map((shown) => shown.weight),
      },
    });
    expect(verified.json()).toEqual({
      server_seed_hash: box.serverSeedHash,
      item_index: opened.items.findIndex((shown) => shown.id === item?.id),
    });
    expect((await open(player.cookie, box.id)).statusCode).toBe(409);
    expect((await checkLedger(tdb.database.db)).breaches).toEqual([]);
  });

  it("grants comp points won, as spendable points", async () => {
    const { player, box } = await playerWithBox();
    const { clientSeed, item } = seedDrawing(box, "comp_points");
    expect((await open(player.cookie, box.id, clientSeed)).statusCode).toBe(200);
    const points = (await call(app, "GET", "/api/player/comp_points", { cookie: player.cookie })).json();
    const won = item?.prize.kind === "comp_points" ? item.prize.points : -1;
    expect(points).toMatchObject({ chargeable: { points: won }, persistent: { points: 0 } });
  });

  it("issues free spins won, to activate like any", async () => {
    const { player, box } = await playerWithBox();
    const { clientSeed } = seedDrawing(box, "freespins");
    const opened = await open(player.cookie, box.id, clientSeed);
    expect(opened.json()).toMatchObject({ stage: "opened" });
    const spins = (await call(app, "GET", "/api/player/freespins", { cookie: player.cookie })).json();
    expect(spins).toEqual([
      expect.objectContaining({ stage: "issued", freespins_total: 10, games: ["croupier-studio/lantern-tide"] }),
    ]);
  });

  it("keeps boxes to their owner and refuses a malformed seed on the field", async () => {
    const { player, box } = await playerWithBox();
    const other = await signUp(app);
    expect((await open(other.cookie, box.id)).statusCode).toBe(404);
    const bad = await open(player.cookie, box.id, "has spaces");
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { client_seed: ["invalid input"] } });
    const badVerify = await call(app, "POST", "/api/lootboxes/verify", {
      payload: { server_seed: "zz", client_seed: "a", nonce: 0, weights: [1] },
    });
    expect(badVerify.json()).toEqual({ errors: { server_seed: ["invalid input"] } });
  });
});
