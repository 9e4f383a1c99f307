// The back office's end-to-end tests need an operator, and operators are made only on the command
// line (no sign-up, no backdoor route). Before the platform opens the e2e database (PGlite allows
// one process per data directory), serve.ts runs that command line for the first admin and the
// command line's service function for the others, and leaves the credentials here for the tests.
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

/** A new address each run: on a kept PostgreSQL database the last run's operator has already enrolled. */
function newOperator(label: string, name: string): SeededOperator {
  return { email: `${label}-${Date.now()}@backoffice.example`, password: "Backoffice-e2e-2026!", name };
}

/** Creates an admin with `operators/cli.ts create`, as an installation's first admin is made. */
export function seedOperator(label = "admin", name = "Ada Admin", role = "admin"): SeededOperator {
  const operator = newOperator(label, name);
  const created = spawnSync(
    process.execPath,
    [cli, "create", "--email", operator.email, "--name", operator.name, "--role", role],
    { env: { ...process.env, OPERATOR_PASSWORD: operator.password }, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`operator create failed: ${created.stderr || created.stdout}`);
  writeFileSync(credentialsFile(label), JSON.stringify(operator));
  return operator;
}

export interface OperatorToSeed {
  label: string;
  name: string;
  role: string;
}

/**
 * Creates the other test files' operators with the command line's own service function, on one
 * opening of the database: a command line run per operator cost about 3.5 s each (a process, the
 * embedded database opened and closed), some 50 s before the first test for fifteen of them.
 */
export async function seedOperators(operators: readonly OperatorToSeed[]): Promise<void> {
  // Loaded here, not at the top: the test files read credentials from this module too.
  const { loadConfig } = await import("../../apps/platform/src/config.ts");
  const { openDatabase } = await import("../../apps/platform/src/db/open-database.ts");
  const { createPasswordHasher } = await import("../../apps/platform/src/identity/passwords.ts");
  const { createOperator } = await import("../../apps/platform/src/operators/operator-admin.ts");
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const hasher = createPasswordHasher(config.identity.argon2);
    for (const { label, name, role } of operators) {
      const operator = newOperator(label, name);
      await createOperator(database.db, hasher, { ...operator, role });
      writeFileSync(credentialsFile(label), JSON.stringify(operator));
    }
  } finally {
    await database.close();
  }
}

/** The admin serve.ts created for this run (another `label`: another admin, for a test file of its own). */
export function seededOperator(label = "admin"): SeededOperator {
  return JSON.parse(readFileSync(credentialsFile(label), "utf8")) as SeededOperator;
}
