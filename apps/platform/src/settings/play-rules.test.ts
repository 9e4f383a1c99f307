import { project } from "@croupier/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { getPlayRules } from "./play-rules.ts";
import { PROTECTION_PLAY_RULES } from "./protection-rules.ts";
import { settingsSeeds } from "./seed.ts";

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp());
});
afterAll(() => tdb.close());

const UK_RULES = {
  min_round_interval_ms: 5_000,
  autoplay_allowed: false,
  turbo_allowed: false,
  reality_check_default_minutes: 60,
  session_clock_shown: true,
};

async function runResponsibleGamingStep(): Promise<void> {
  const step = settingsSeeds.find((item) => item.name === "settings.responsible-gaming.v1");
  if (!step) throw new Error("no responsible-gaming seed step");
  await tdb.database.db.transaction(async (tx) => {
    await step.run(tx);
  });
}

describe("the project's play rules (responsible_gaming)", () => {
  it("are part of GET /api/info/project with the demo Curaçao values", async () => {
    const response = await app.inject({ method: "GET", url: "/api/info/project" });
    const info = project.parse(response.json());
    expect(info.responsible_gaming).toEqual({
      min_round_interval_ms: 0,
      autoplay_allowed: true,
      turbo_allowed: true,
      reality_check_default_minutes: 60,
      session_clock_shown: true,
      ...PROTECTION_PLAY_RULES,
    });
  });

  it("are added to an install seeded before they existed, and an operator's choice is kept", async () => {
    const db = tdb.database.db;
    await db.execute(sql`update settings set value = value - 'responsible_gaming' where key = 'project'`);
    await runResponsibleGamingStep();
    expect((await getPlayRules(db)).min_round_interval_ms).toBe(0);

    await db.execute(
      sql`update settings set value = jsonb_set(value, '{responsible_gaming}', ${JSON.stringify(UK_RULES)}::jsonb) where key = 'project'`,
    );
    await runResponsibleGamingStep();
    // Stored before the protection rules existed: they read as their safe defaults.
    expect(await getPlayRules(db)).toEqual({ ...UK_RULES, ...PROTECTION_PLAY_RULES });
    const info = project.parse((await app.inject({ method: "GET", url: "/api/info/project" })).json());
    expect(info.responsible_gaming).toEqual({ ...UK_RULES, ...PROTECTION_PLAY_RULES });
  });
});
