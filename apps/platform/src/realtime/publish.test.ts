import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { publish, publishToUser, userChannel } from "./publish.ts";
import { realtimeChannels, realtimePublications } from "./schema.ts";

let tdb: TestDatabase;

beforeAll(async () => {
  // The app migrates the database (a fresh schema when DATABASE_URL is set).
  ({ testDb: tdb } = await createTestApp());
});

afterAll(async () => {
  await tdb.close();
});

async function offsetsOf(channel: string): Promise<number[]> {
  const rows = await tdb.database.db
    .select({ offset: realtimePublications.offset })
    .from(realtimePublications)
    .where(eq(realtimePublications.channel, channel))
    .orderBy(asc(realtimePublications.offset));
  return rows.map((row) => row.offset);
}

describe("publish", () => {
  it("names a user channel the Centrifugo way", () => {
    expect(userChannel("bonuses_changes", 42)).toBe("bonuses_changes#42");
  });

  it("gives concurrent publishers on one channel distinct consecutive offsets", async () => {
    const { db } = tdb.database;
    const channel = userChannel("balance", 7);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction(async (tx) => {
          await publishToUser(tx, "balance", 7, { index });
        }),
      ),
    );
    expect(await offsetsOf(channel)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const [stream] = await db.select().from(realtimeChannels).where(eq(realtimeChannels.channel, channel));
    expect(stream?.topOffset).toBe(20);
    expect(stream?.epoch).toMatch(/^[0-9a-f]{8}$/);
  });

  it("keeps nothing from a transaction that rolls back, and reuses no offset", async () => {
    const { db } = tdb.database;
    await publish(db, "public:rollback", { n: 1 });
    await expect(
      db.transaction(async (tx) => {
        await publish(tx, "public:rollback", { n: 2 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await publish(db, "public:rollback", { n: 3 });
    const rows = await db
      .select({ offset: realtimePublications.offset, data: realtimePublications.data })
      .from(realtimePublications)
      .where(eq(realtimePublications.channel, "public:rollback"))
      .orderBy(asc(realtimePublications.offset));
    expect(rows).toEqual([
      { offset: 1, data: { n: 1 } },
      { offset: 2, data: { n: 3 } },
    ]);
  });

  it("keeps the last 200 publications of a channel", async () => {
    const { db } = tdb.database;
    for (let index = 0; index < 205; index += 1) await publish(db, "public:trim", { index });
    const offsets = await offsetsOf("public:trim");
    expect(offsets).toHaveLength(200);
    expect(offsets[0]).toBe(6);
    expect(offsets.at(-1)).toBe(205);
  });
});
