import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { cmsFiles, cmsPages, cmsSnippets } from "../cms/schema.ts";
import { currencies } from "../currencies/schema.ts";
import { runSeeds } from "../seed/run-seeds.ts";
import { seeds } from "../seed/schema.ts";
import { listSeedSteps } from "../seeds.ts";
import { contactMessages } from "../support/schema.ts";
import { cmsFixtures } from "../test/cms-fixtures.ts";
import { dropSchema, startDataDirFromTemplate, testConfig } from "../test/test-app.ts";

// Start, stop and start again on the same data, as `npm start` does: the app opens the database
// from its configuration (PGlite in DATA_DIR, or DATABASE_URL with a schema of its own).

let dataDir: string;
const url = process.env.DATABASE_URL;
const schema = `test_${randomBytes(6).toString("hex")}`;
const env = (): Record<string, string> => (url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-persist-"));
  // A migrated, seeded data directory, as a first `npm start` leaves it (the end-to-end server
  // starts on a fresh one every run); building it here took over 30 s on a busy machine.
  await startDataDirFromTemplate(dataDir);
});
afterAll(async () => {
  if (url) await dropSchema(url, schema);
  await rm(dataDir, { recursive: true, force: true });
});

describe("restarts", () => {
  it("keeps every row on a second start and seeds only once", async () => {
    const first = await buildApp(testConfig(dataDir, env()), { cmsContent: cmsFixtures });
    const response = await first.inject({
      method: "POST",
      url: "/api/send_contact_message",
      headers: { "sec-fetch-site": "same-origin" },
      payload: { contact: { email: "keep@example.com", content: "Still here after a restart?" } },
    });
    expect(response.statusCode).toBe(201);
    const seedRows = await first.database.db.select().from(seeds);
    await first.close();

    // Without SMTP_URL the mail went to the outbox as an .eml file.
    const outbox = path.join(dataDir, "outbox");
    const [file] = await readdir(outbox);
    expect(file).toMatch(/\.eml$/);
    expect(await readFile(path.join(outbox, file as string), "utf8")).toContain("Still here after a restart?");

    const second = await buildApp(testConfig(dataDir, env()), { cmsContent: cmsFixtures });
    try {
      const db = second.database.db;
      const [kept] = await db.select().from(contactMessages).where(eq(contactMessages.email, "keep@example.com"));
      expect(kept).toMatchObject({ content: "Still here after a restart?", status: "sent" });
      expect(await db.select().from(seeds)).toHaveLength(seedRows.length);
      expect(await db.select().from(currencies)).toHaveLength(15);
      expect((await second.inject({ url: "/ready" })).statusCode).toBe(200);
      expect(await runSeeds(db, listSeedSteps(cmsFixtures))).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it("leaves the CMS step for a later start while there is no content", async () => {
    const app = await buildApp(testConfig(dataDir, env()), { cmsContent: cmsFixtures });
    try {
      const db = app.database.db;
      await db.delete(seeds).where(eq(seeds.name, "cms.demo.v1"));
      await Promise.all([db.delete(cmsPages), db.delete(cmsSnippets), db.delete(cmsFiles)]);
      expect(await runSeeds(db, listSeedSteps({ pages: [], snippets: [], files: [] }))).toEqual([]);
      expect(await runSeeds(db, listSeedSteps(cmsFixtures))).toEqual(["cms.demo.v1"]);
      expect(await db.select().from(cmsPages)).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
