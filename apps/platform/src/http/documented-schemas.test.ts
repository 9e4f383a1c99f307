import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// The site's server build brings its own copy of the contract, whose schemas register the same
// names in zod's global registry when the site plugin loads it. The OpenAPI document must still be
// made, from the platform's own schemas.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.testDb.close());

it("is made from the platform's schemas after a second copy of the contract registers the same names", async () => {
  // What loading the site's server build does, for one of its schemas.
  z.object({ site_copy: z.string() }).meta({ id: "Payment" });

  const response = await testApp.app.inject({ url: "/api/docs/openapi.json" });
  expect(response.statusCode).toBe(200);
  const document = response.json() as { components: { schemas: Record<string, { properties?: object }> } };
  expect(Object.keys(document.components.schemas.Payment?.properties ?? {})).toContain("amount_cents");
  expect(document.components.schemas.Payment?.properties).not.toHaveProperty("site_copy");
});
