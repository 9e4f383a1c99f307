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

const credentialsFile = join(tmpdir(), `croupier-e2e-operator-${e2ePort}.json`);
const cli = fileURLToPath(new URL("../../apps/platform/src/operators/cli.ts", import.meta.url));

/**
 * Creates an admin with `operators/cli.ts create`, as an installation's first admin is made. A new
 * address each run: on a kept PostgreSQL database the last run's admin has already enrolled.
 */
export function seedOperator(): SeededOperator {
  const operator = {
    email: `admin-${Date.now()}@backoffice.example`,
    password: "Backoffice-e2e-2026!",
    name: "Ada Admin",
  };
  const created = spawnSync(
    process.execPath,
    [cli, "create", "--email", operator.email, "--name", operator.name, "--role", "admin"],
    { env: { ...process.env, OPERATOR_PASSWORD: operator.password }, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`operator create failed: ${created.stderr || created.stdout}`);
  writeFileSync(credentialsFile, JSON.stringify(operator));
  return operator;
}

/** The admin serve.ts created for this run. */
export function seededOperator(): SeededOperator {
  return JSON.parse(readFileSync(credentialsFile, "utf8")) as SeededOperator;
}
