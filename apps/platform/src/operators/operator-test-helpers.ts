import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { type Db, rowsOf } from "../db/database.ts";
import { createPasswordHasher } from "../identity/passwords.ts";
import { call, uniqueEmail } from "../test/identity-helpers.ts";
import { createOperator } from "./operator-admin.ts";
import { OPERATOR_COOKIE } from "./operator-sessions.ts";
import type { OperatorRole } from "./schema.ts";

// Helpers of the operator tests: operators created as the CLI does, signed in through the API.

export const OPERATOR_PASSWORD = "Operator-Secret-2031";

/** Cheap hashing, as the test apps use (testConfig). */
export const testHasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

export async function createTestOperator(db: Db, role: OperatorRole, email = uniqueEmail(role)) {
  const { operator } = await createOperator(db, testHasher, {
    email,
    name: `Test ${role}`,
    role,
    password: OPERATOR_PASSWORD,
  });
  return operator;
}

export function operatorSignIn(
  app: FastifyInstance,
  email: string,
  password = OPERATOR_PASSWORD,
  remoteAddress?: string,
  otpAttempt?: string,
) {
  const operator = { email, password, ...(otpAttempt === undefined ? {} : { otp_attempt: otpAttempt }) };
  return call(app, "POST", "/api/operator/sign_in", { payload: { operator }, remoteAddress });
}

/** `_croupier_operator=<value>` from a response's Set-Cookie (undefined when none was set). */
export function operatorCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((item) => item.name === OPERATOR_COOKIE);
  return cookie?.value ? `${OPERATOR_COOKIE}=${cookie.value}` : undefined;
}

/** A TOTP code of `secret` at `at` (the app's clock), as the operator's authenticator app shows it. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/**
 * Enrols the session's operator in two-factor sign-in (as at the first sign-in), with a code
 * computed at the app's clock; answers the secret and the recovery codes.
 */
export async function enrolTwoFactor(app: FastifyInstance, cookie: string) {
  const setup = await call(app, "GET", "/api/operator/two_factor", { cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret: string = setup.json().otp_secret;
  const enabled = await call(app, "POST", "/api/operator/two_factor", {
    cookie,
    payload: { two_factor: { otp_secret: secret, authentication_code: totpCode(secret, app.clock()) } },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().recovery_codes as string[] };
}

/** A new operator of `role`, signed in and enrolled in two-factor sign-in; answers its cookie and id. */
export async function signedInOperator(app: FastifyInstance, db: Db, role: OperatorRole) {
  const operator = await createTestOperator(db, role);
  const response = await operatorSignIn(app, operator.email);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = operatorCookie(response);
  if (!cookie) throw new Error("operator sign-in set no cookie");
  await enrolTwoFactor(app, cookie);
  return { cookie, id: operator.id, email: operator.email };
}

export interface AuditRowSeen {
  operator_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
}

/** The audit rows about one target (or of one operator), oldest first, read straight from the table. */
export async function auditRows(
  db: Db,
  filter: { target: { type: string; id: number } } | { operatorId: number },
): Promise<AuditRowSeen[]> {
  const where =
    "target" in filter
      ? sql`target_type = ${filter.target.type} and target_id = ${String(filter.target.id)}`
      : sql`operator_id = ${filter.operatorId}`;
  const result = await db.execute(
    sql`select operator_id::int as operator_id, action, target_type, target_id, details, ip
          from operator_audit_log where ${where} order by id`,
  );
  return rowsOf<AuditRowSeen>(result);
}
