// Root postinstall. npm skips optional dependencies whose `engines` the Node running npm does not
// satisfy: with an old system Node (20), `npm install` leaves out native bindings that need Node
// 22+ (Lingui's compiler, for one), although every script then runs on the Node 24 that the
// `node` dev dependency provides. This fills the gap from the lockfile: each optional package
// meant for this platform but missing from node_modules is fetched at its locked version with
// `npm pack` and unpacked in place (no install scripts run).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

interface LockedPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const root = fileURLToPath(new URL("..", import.meta.url));
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockedPackage>;
};
const libc =
  process.platform === "linux"
    ? (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime
      ? "glibc"
      : "musl"
    : undefined;

function fits(pkg: LockedPackage): boolean {
  const allows = (list: string[] | undefined, value: string | undefined) =>
    !list || value === undefined || (list.includes(value) && !list.includes(`!${value}`));
  return allows(pkg.os, process.platform) && allows(pkg.cpu, process.arch) && allows(pkg.libc, libc);
}

const missing = Object.entries(lock.packages).filter(
  ([path, pkg]) =>
    path.startsWith("node_modules/") &&
    pkg.optional &&
    pkg.version &&
    (pkg.os || pkg.cpu) &&
    fits(pkg) &&
    !existsSync(join(root, path)),
);

for (const [path, pkg] of missing) {
  const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  const scratch = mkdtempSync(join(tmpdir(), "croupier-optional-"));
  try {
    const tarball =
      execFileSync("npm", ["pack", `${name}@${pkg.version}`, "--silent"], { cwd: scratch, encoding: "utf8" })
        .trim()
        .split("\n")
        .at(-1) ?? "";
    const destination = join(root, path);
    mkdirSync(destination, { recursive: true });
    execFileSync("tar", ["xzf", join(scratch, tarball), "-C", destination, "--strip-components=1"]);
    console.log(
      `postinstall: added ${name}@${pkg.version}, skipped by npm on Node ${process.env.npm_config_user_agent?.match(/node\/(v[\d.]+)/)?.[1] ?? "?"}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// The line that matters after `npm install` (.npmrc keeps npm to errors): which Node npm ran on,
// and which Node the project's scripts use.
const npmNode = process.env.npm_config_user_agent?.match(/node\/(v[\d.]+)/)?.[1];
const projectNode = process.version;
console.log(
  npmNode && npmNode !== projectNode
    ? `croupier: installed. npm ran on Node ${npmNode}; the project's scripts run on Node ${projectNode} (the \`node\` dev dependency). Next: npm start`
    : `croupier: installed on Node ${projectNode}. Next: npm start`,
);
