// The operators' command line. Opens the same database as the server (DATABASE_URL and
// DATABASE_SCHEMA, else the PGlite in DATA_DIR — with PGlite stop the server first: one process per
// data directory) and applies pending migrations before anything else.
//
//   npm run operator:create -- --email finance@example.com --name "Fiona" --role finance
//   node apps/platform/src/operators/cli.ts disable --email finance@example.com
//
// The password comes from OPERATOR_PASSWORD; without it a strong one is generated and printed once.
// Exit code 0 when done, 1 on any refusal (bad role, duplicate e-mail, unknown operator…).
import { parseArgs } from "node:util";
import { OPERATOR_ROLE_NAMES } from "@croupier/contract";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/open-database.ts";
import { createPasswordHasher } from "../identity/passwords.ts";
import { createOperator, disableOperatorByEmail, OperatorAdminError } from "./operator-admin.ts";

const USAGE = `Usage:
  operator create --email <e-mail> --name <name> --role <${OPERATOR_ROLE_NAMES.join("|")}>
  operator disable --email <e-mail>
Password: OPERATOR_PASSWORD, or a generated one printed once.`;

let command: string | undefined;
let options: { email?: string; name?: string; role?: string };
try {
  const parsed = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
  });
  command = parsed.positionals[0];
  options = parsed.values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (command !== "create" && command !== "disable") fail(command ? `unknown command "${command}"` : "no command");
if (!options.email) fail("--email is required");
if (command === "create" && (!options.name || !options.role)) fail("--name and --role are required");

const config = loadConfig(process.env);
const database = await openDatabase(config);
try {
  await database.withStartupLock(() => database.migrate());
  if (command === "create") {
    const hasher = createPasswordHasher(config.identity.argon2);
    const { operator, password, isGenerated } = await createOperator(database.db, hasher, {
      email: options.email,
      name: options.name ?? "",
      role: options.role ?? "",
      password: process.env.OPERATOR_PASSWORD || undefined,
    });
    console.log(`Created operator #${operator.id} ${operator.email} (${operator.role}).`);
    if (isGenerated) console.log(`Password (shown only now, store it safely): ${password}`);
  } else {
    const operator = await disableOperatorByEmail(database.db, options.email, new Date());
    console.log(`Disabled operator #${operator.id} ${operator.email}; their sessions have ended.`);
  }
  process.exitCode = 0;
} catch (error) {
  console.error(error instanceof OperatorAdminError ? `Refused: ${error.message}` : `Failed: ${String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}
