import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

it("reports not ready (503) when the database is gone, while staying alive", async () => {
  const app = await testDb.buildApp();
  expect((await app.inject({ url: "/ready" })).statusCode).toBe(200);
  await testDb.database.close();
  const ready = await app.inject({ url: "/ready" });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: "unavailable" });
  expect((await app.inject({ url: "/health" })).json()).toEqual({ status: "ok" });
});
