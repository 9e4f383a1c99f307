import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { uniqueEmail } from "../test/identity-helpers.ts";
import {
  CLI_TEST_TIMEOUT_MS,
  createTestDatabase,
  dropSchema,
  startDataDirFromTemplate,
  type TestDatabase,
} from "../test/test-app.ts";
import { createOperator, disableOperatorByEmail, OperatorAdminError } from "./operator-admin.ts";
import { auditRows, OPERATOR_PASSWORD, testHasher } from "./operator-test-helpers.ts";
import { findOperatorByEmail } from "./repository.ts";

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // No app is built here: migrate as the CLI does (a no-op on the migrated PGlite template).
  await tdb.database.migrate();
});
afterAll(() => tdb.close());

describe("createOperator (the CLI's create command)", () => {
  it("stores the operator with an argon2id hash and audits operator.created without an operator", async () => {
    const email = uniqueEmail("finance");
    const { operator, password, isGenerated } = await createOperator(tdb.database.db, testHasher, {
      email,
      name: "Fiona",
      role: "finance",
      password: OPERATOR_PASSWORD,
    });
    expect(operator).toMatchObject({ email, name: "Fiona", role: "finance", disabledAt: null });
    expect(isGenerated).toBe(false);
    expect(password).toBe(OPERATOR_PASSWORD);
    expect(operator.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await testHasher.verify(operator.passwordHash, OPERATOR_PASSWORD)).toBe(true);
    expect(await auditRows(tdb.database.db, { target: { type: "operator", id: operator.id } })).toEqual([
      {
        operator_id: null,
        action: "operator.created",
        target_type: "operator",
        target_id: String(operator.id),
        details: { email, name: "Fiona", role: "finance" },
        ip: null,
      },
    ]);
  });

  it("generates a strong password when none is given, answered once and not stored in clear", async () => {
    const { operator, password, isGenerated } = await createOperator(tdb.database.db, testHasher, {
      email: uniqueEmail("support"),
      name: "Sam",
      role: "support",
    });
    expect(isGenerated).toBe(true);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(operator.passwordHash).not.toContain(password);
    expect(await testHasher.verify(operator.passwordHash, password)).toBe(true);
  });

  it("refuses a duplicate e-mail (in any case), an unknown role and a short password", async () => {
    const email = uniqueEmail("admin");
    await createOperator(tdb.database.db, testHasher, { email, name: "Ada", role: "admin" });
    const attempts = [
      { input: { email: email.toUpperCase(), name: "Ada 2", role: "admin" }, message: /already exists/ },
      { input: { email: uniqueEmail(), name: "Bob", role: "boss" }, message: /--role must be one of admin, finance/ },
      { input: { email: uniqueEmail(), name: "Bob", role: "admin", password: "short-1" }, message: /at least 12/ },
      { input: { email: "not-an-email", name: "Bob", role: "admin" }, message: /--email/ },
    ];
    for (const { input, message } of attempts) {
      const refused = createOperator(tdb.database.db, testHasher, input);
      await expect(refused).rejects.toBeInstanceOf(OperatorAdminError);
      await expect(refused).rejects.toThrow(message);
    }
    expect((await findOperatorByEmail(tdb.database.db, email))?.name).toBe("Ada");
  });

  it("disables an operator once, audited; an unknown e-mail is refused", async () => {
    const email = uniqueEmail("finance");
    const { operator } = await createOperator(tdb.database.db, testHasher, { email, name: "F", role: "finance" });
    const disabled = await disableOperatorByEmail(tdb.database.db, email, new Date());
    expect(disabled.disabledAt).toBeInstanceOf(Date);
    await expect(disableOperatorByEmail(tdb.database.db, email, new Date())).rejects.toThrow(/already disabled/);
    await expect(disableOperatorByEmail(tdb.database.db, uniqueEmail(), new Date())).rejects.toThrow(/no operator/);
    const actions = (await auditRows(tdb.database.db, { target: { type: "operator", id: operator.id } })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(["operator.created", "operator.disabled"]);
  });
});

// `npm run operator:create` end to end: the real script on a database opened from the environment
// (a PGlite data directory started from the suite's template, or DATABASE_URL with its own schema).
describe("the operator CLI script", () => {
  const run = promisify(execFile);
  const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), "cli.ts");
  const url = process.env.DATABASE_URL;
  const schema = `test_${randomBytes(6).toString("hex")}`;
  let dataDir: string;
  let env: Record<string, string>;

  async function runCli(args: string[], extra: Record<string, string> = {}) {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
        env: { ...process.env, ...env, ...extra },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "croupier-operator-cli-"));
    const cheap = { ARGON2_MEMORY_KIB: "1024", ARGON2_TIME_COST: "1", LOG_LEVEL: "silent" };
    env = url
      ? { ...cheap, DATABASE_URL: url, DATABASE_SCHEMA: schema }
      : { ...cheap, DATA_DIR: dataDir, DATABASE_URL: "" };
    await startDataDirFromTemplate(dataDir);
  });
  afterAll(async () => {
    if (url) await dropSchema(url, schema);
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    "creates an operator (exit 0), prints a generated password once, refuses a duplicate (exit 1)",
    async () => {
      const args = ["create", "--email", "fiona@example.com", "--name", "Fiona Finance", "--role", "finance"];
      const created = await runCli(args);
      expect(created.output).toMatch(/Created operator #\d+ fiona@example.com \(finance\)/);
      expect(created.code).toBe(0);
      const password = /Password \(shown only now[^:]*\): (\S+)/.exec(created.output)?.[1] ?? "";
      expect(password).toHaveLength(24);

      const duplicate = await runCli(args);
      expect(duplicate).toMatchObject({ code: 1, output: expect.stringMatching(/already exists/) });

      const database: Database = await openDatabase({
        dataDir,
        databaseUrl: url,
        databaseSchema: url ? schema : undefined,
      });
      try {
        const operator = await findOperatorByEmail(database.db, "fiona@example.com");
        expect(operator).toMatchObject({ name: "Fiona Finance", role: "finance" });
        expect(await testHasher.verify(operator?.passwordHash ?? "", password)).toBe(true);
      } finally {
        await database.close();
      }
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
