import { randomBytes } from "node:crypto";
import { OPERATOR_ROLE_NAMES } from "@croupier/contract";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import type { PasswordHasher } from "../identity/passwords.ts";
import { writeAuditEntry } from "./audit-log.ts";
import { disableOperator, findOperatorByEmail, insertOperator, type Operator } from "./repository.ts";
import { deleteOperatorSessions } from "./session-repository.ts";

// Creating and disabling operators from the command line (operators/cli.ts), by whoever can reach
// the database: the first admin is made so. No default account exists: published default admin
// credentials are the first thing an attacker tries. Later staff are created by an admin through
// the API (staff.ts), with the same createOperator.

/** Staff passwords are longer than the players' minimum: they guard every player's money. */
export const MIN_OPERATOR_PASSWORD_LENGTH = 12;

/** A refusal the command line prints as it is (exit code 1). */
export class OperatorAdminError extends Error {
  /** What the API answers instead of the message: `email_taken` is a 422 on the e-mail field. */
  readonly reason: "email_taken" | undefined;
  constructor(message: string, reason?: "email_taken") {
    super(message);
    this.name = "OperatorAdminError";
    this.reason = reason;
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

/** Who creates an operator through the API (staff management); absent: the command line. */
export interface OperatorActor {
  operatorId: number;
  ip: string | null;
}

/**
 * Creates an operator and records `operator.created` in one transaction: by `actor` (the API's
 * staff management, with before and after) or by no operator (the CLI).
 */
export async function createOperator(
  db: Db,
  hasher: PasswordHasher,
  input: CreateOperatorInput,
  actor?: OperatorActor,
): Promise<CreatedOperator> {
  const parsed = createInput.safeParse({ ...input, email: input.email?.trim() });
  if (!parsed.success) throw new OperatorAdminError(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { email, name, role } = parsed.data;
  const isGenerated = parsed.data.password === undefined;
  const password = parsed.data.password ?? generatePassword();
  const passwordHash = await hasher.hash(password);
  const operator = await db.transaction(async (tx) => {
    const created = await insertOperator(tx, { email, name, role, passwordHash });
    if (!created) throw new OperatorAdminError(`an operator with the e-mail ${email} already exists`, "email_taken");
    await writeAuditEntry(tx, {
      operatorId: actor?.operatorId ?? null,
      action: "operator.created",
      target: { type: "operator", id: created.id },
      details: actor ? { before: null, after: { email, name, role } } : { email, name, role },
      ip: actor?.ip ?? null,
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
