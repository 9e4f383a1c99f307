import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MALLOC_MMAP_THRESHOLD, PLATFORM_NODE_FLAGS } from "../../../../scripts/memory-settings.ts";

// The container image runs the platform as `npm start` does; a Dockerfile cannot import the
// settings module, so this holds its copies of them to it.
const dockerfile = readFileSync(new URL("../../../../Dockerfile", import.meta.url), "utf8");

describe("the container image", () => {
  it("gives the platform npm start's malloc threshold", () => {
    expect(dockerfile).toMatch(new RegExp(`^\\s*MALLOC_MMAP_THRESHOLD_=${MALLOC_MMAP_THRESHOLD}\\s*$`, "m"));
  });

  it("starts the platform with npm start's Node flags", () => {
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(command && JSON.parse(command)).toEqual(["node", ...PLATFORM_NODE_FLAGS, "apps/platform/src/server.ts"]);
  });
});
