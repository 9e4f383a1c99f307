// The back office's end-to-end tests need an operator, and operators are made only on the command
// line (no sign-up, no backdoor route). serve.ts runs that command line against the e2e database
// before the platform opens it (PGlite allows one process per data directory), and leaves the
// credentials here for the tests.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { e2ePort } from "./env.ts";

export interface SeededOperator {
  email: string;
  password: string;
  name: string;
}

/** Where the credentials of the admin called `label` are left for the tests. */
const credentialsFile = (label: string) =>
  join(tmpdir(), `croupier-e2e-operator-${e2ePort}${label === "admin" ? "" : `-${label}`}.json`);
const cli = fileURLToPath(new URL("../../apps/platform/src/operators/cli.ts", import.meta.url));

/**
 * Creates an admin with `operators/cli.ts create`, as an installation's first admin is made. A new
 * address each run: on a kept PostgreSQL database the last run's admin has already enrolled.
 */
export function seedOperator(label = "admin", name = "Ada Admin", role = "admin"): SeededOperator {
  const operator = {
    email: `${label}-${Date.now()}@backoffice.example`,
    password: "Backoffice-e2e-2026!",
    name,
  };
  const created = spawnSync(
    process.execPath,
    [cli, "create", "--email", operator.email, "--name", operator.name, "--role", role],
    { env: { ...process.env, OPERATOR_PASSWORD: operator.password }, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`operator create failed: ${created.stderr || created.stdout}`);
  writeFileSync(credentialsFile(label), JSON.stringify(operator));
  return operator;
}

/** The admin serve.ts created for this run (another `label`: another admin, for a test file of its own). */
export function seededOperator(label = "admin"): SeededOperator {
  return JSON.parse(readFileSync(credentialsFile(label), "utf8")) as SeededOperator;
}
