import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLATFORM_NODE_FLAGS } from "../../../../scripts/memory-settings.ts";

// `npm start` passes the platform's Node flags from package.json, which cannot import the settings
// module: its copies are held to it here, as the container image's are in container-image.test.ts.
function startScript(packageJson: string): string {
  return (JSON.parse(readFileSync(new URL(packageJson, import.meta.url), "utf8")) as { scripts: { start: string } })
    .scripts.start;
}

describe("the platform's Node flags", () => {
  it("are the ones both start scripts pass", () => {
    const flags = PLATFORM_NODE_FLAGS.join(" ");
    expect(startScript("../../../../package.json")).toBe(`node ${flags} scripts/start.ts`);
    expect(startScript("../../../../apps/platform/package.json")).toBe(`node ${flags} src/server.ts`);
  });

  it("are accepted by the Node that runs the platform (a V8 flag renamed by an upgrade fails here)", () => {
    const run = spawnSync(process.execPath, [...PLATFORM_NODE_FLAGS, "-e", "0"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const bad = spawnSync(process.execPath, ["--no-such-v8-flag-anywhere", "-e", "0"], { encoding: "utf8" });
    expect(bad.status).not.toBe(0);
  });
});
