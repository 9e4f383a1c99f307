import { randomBytes } from "node:crypto";
import { OPERATOR_ROLE_NAMES } from "@croupier/contract";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import type { PasswordHasher } from "../identity/passwords.ts";
import { writeAuditEntry } from "./audit-log.ts";
import { disableOperator, findOperatorByEmail, insertOperator, type Operator } from "./repository.ts";
import { deleteOperatorSessions } from "./session-repository.ts";

// Creating and disabling operators: only from the command line (operators/cli.ts), by whoever
// can reach the database. No default account exists and no API creates one: published default
// admin credentials are the first thing an attacker tries.

/** Staff passwords are longer than the players' minimum: they guard every player's money. */
export const MIN_OPERATOR_PASSWORD_LENGTH = 12;

/** A refusal the command line prints as it is (exit code 1). */
export class OperatorAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OperatorAdminError";
  }
}

export interface CreateOperatorInput {
  email: string;
  name: string;
  role: string;
  /** Absent: a strong one is generated and answered once. */
  password?: string;
}

export interface CreatedOperator {
  operator: Operator;
  password: string;
  isGenerated: boolean;
}

const createInput = z.object({
  email: z.email("--email must be an e-mail address").max(255, "--email is too long"),
  name: z.string().trim().min(1, "--name is required").max(100, "--name is too long (at most 100 characters)"),
  role: z.enum(OPERATOR_ROLE_NAMES, `--role must be one of ${OPERATOR_ROLE_NAMES.join(", ")}`),
  password: z
    .string()
    .min(MIN_OPERATOR_PASSWORD_LENGTH, `the password must have at least ${MIN_OPERATOR_PASSWORD_LENGTH} characters`)
    .max(1024, "the password is too long")
    .optional(),
});

/** 24 URL-safe characters from 18 random bytes (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

/** Creates an operator and records `operator.created` (no operator: the CLI) in one transaction. */
export async function createOperator(
  db: Db,
  hasher: PasswordHasher,
  input: CreateOperatorInput,
): Promise<CreatedOperator> {
  const parsed = createInput.safeParse({ ...input, email: input.email?.trim() });
  if (!parsed.success) throw new OperatorAdminError(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { email, name, role } = parsed.data;
  const isGenerated = parsed.data.password === undefined;
  const password = parsed.data.password ?? generatePassword();
  const passwordHash = await hasher.hash(password);
  const operator = await db.transaction(async (tx) => {
    const created = await insertOperator(tx, { email, name, role, passwordHash });
    if (!created) throw new OperatorAdminError(`an operator with the e-mail ${email} already exists`);
    await writeAuditEntry(tx, {
      operatorId: null,
      action: "operator.created",
      target: { type: "operator", id: created.id },
      details: { email, name, role },
    });
    return created;
  });
  return { operator, password, isGenerated };
}

/** Disables an operator: they cannot sign in any more and their sessions end at once. */
export async function disableOperatorByEmail(db: Db, email: string, now: Date): Promise<Operator> {
  return db.transaction(async (tx) => {
    const operator = await findOperatorByEmail(tx, email);
    if (!operator) throw new OperatorAdminError(`no operator has the e-mail ${email.trim()}`);
    if (operator.disabledAt) throw new OperatorAdminError(`${operator.email} is already disabled`);
    const disabled = await disableOperator(tx, operator.id, now);
    if (!disabled) throw new OperatorAdminError(`no operator has the e-mail ${email.trim()}`);
    await deleteOperatorSessions(tx, operator.id);
    await writeAuditEntry(tx, {
      operatorId: null,
      action: "operator.disabled",
      target: { type: "operator", id: operator.id },
      details: { email: operator.email },
    });
    return disabled;
  });
}
