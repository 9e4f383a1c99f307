import { expect, test } from "vitest";
import { gamesPackageVersion } from "./index.ts";

test("the games package exposes its version until the engines arrive", () => {
  expect(gamesPackageVersion).toMatch(/^\d+\.\d+\.\d+$/);
});
