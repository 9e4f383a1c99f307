import type { Locale, OperatorRoleName } from "@croupier/contract";
import type { Db, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { fieldError } from "../identity/context.ts";
import type { PasswordHasher } from "../identity/passwords.ts";
import { type AuditAction, writeAuditEntry } from "./audit-log.ts";
import { createOperator, type OperatorActor, OperatorAdminError } from "./operator-admin.ts";
import { disableOperator, type Operator } from "./repository.ts";
import { deleteOperatorSessions } from "./session-repository.ts";
import {
  enableOperator,
  findStaff,
  lockActiveAdminIds,
  lockOperatorRow,
  type StaffRow,
  setOperatorRole,
} from "./staff-repository.ts";
import { resetOperatorTwoFactor } from "./two-factor.ts";
import { findOperatorTwoFactor } from "./two-factor-repository.ts";

// Staff management (`/api/operator/operators*`, admin only): create, re-role, disable, enable and
// reset two-factor sign-in, each audited with the operator's state before and after, in the
// transaction of the change. One rule guards them all: the last active admin (not disabled, with
// two-factor sign-in, so able to act now) is never re-roled, disabled or reset, by themselves or
// by anyone, or the casino would have nobody left to manage staff but the command line.

export const LAST_ADMIN =
  "This is the last active admin: make another operator an admin (and let them enrol in two-factor sign-in) first.";

export interface StaffActor extends OperatorActor {
  locale: Locale;
}

/** Creates an operator with a generated password, answered this once. 422 `errors.email` when taken. */
export async function createStaff(
  db: Db,
  hasher: PasswordHasher,
  input: { email: string; name: string; role: OperatorRoleName },
  actor: StaffActor,
): Promise<{ staff: StaffRow; password: string }> {
  try {
    const { operator, password } = await createOperator(db, hasher, input, actor);
    return { staff: { operator, twoFactorEnabled: false, lastSignInAt: null }, password };
  } catch (error) {
    if (error instanceof OperatorAdminError && error.reason === "email_taken") {
      throw fieldError(actor, "email", "taken");
    }
    throw error;
  }
}

export function changeStaffRole(db: Db, id: number, role: OperatorRoleName, actor: StaffActor) {
  return changeStaff(db, id, actor, {
    action: "operator.role_changed",
    isNoChange: (operator) => operator.role === role,
    removesAdmin: role !== "admin",
    apply: (tx) => setOperatorRole(tx, id, role),
  });
}

/** Disabled: they cannot sign in and their sessions end at once (as the CLI's disable). */
export function disableStaff(db: Db, id: number, actor: StaffActor, now: Date) {
  return changeStaff(db, id, actor, {
    action: "operator.disabled",
    isNoChange: (operator) => operator.disabledAt !== null,
    removesAdmin: true,
    apply: async (tx) => {
      await disableOperator(tx, id, now);
      await deleteOperatorSessions(tx, id);
    },
  });
}

export function enableStaff(db: Db, id: number, actor: StaffActor) {
  return changeStaff(db, id, actor, {
    action: "operator.enabled",
    isNoChange: (operator) => operator.disabledAt === null,
    removesAdmin: false,
    apply: (tx) => enableOperator(tx, id),
  });
}

/** A lost phone: two-factor sign-in forgotten, sessions ended; they enrol at their next sign-in. */
export function resetStaffTwoFactor(db: Db, id: number, actor: StaffActor) {
  return changeStaff(db, id, actor, {
    action: "operator.two_factor_reset",
    isNoChange: () => false,
    removesAdmin: true,
    apply: async (tx) => {
      await resetOperatorTwoFactor(tx, id);
    },
  });
}

interface StaffChange {
  action: AuditAction;
  /** Already so: nothing is changed or audited (a repeated request). */
  isNoChange: (operator: Operator) => boolean;
  /** The change takes an active admin away (re-role, disable, reset). */
  removesAdmin: boolean;
  apply: (tx: Tx) => Promise<void>;
}

/** 404 for an unknown operator, 409 `last_admin`; answers the operator's row after the change. */
async function changeStaff(db: Db, id: number, actor: StaffActor, change: StaffChange): Promise<StaffRow> {
  await db.transaction(async (tx) => {
    // The admins first, then the operator: every change locks in the same order.
    const activeAdmins = await lockActiveAdminIds(tx);
    const operator = await lockOperatorRow(tx, id);
    if (!operator) throw new AppError("not_found");
    if (change.isNoChange(operator)) return;
    if (change.removesAdmin && activeAdmins.length === 1 && activeAdmins[0] === id) {
      throw new AppError("conflict", LAST_ADMIN, { details: { code: "last_admin" } });
    }
    const before = await snapshot(tx, operator);
    await change.apply(tx);
    const after = await lockOperatorRow(tx, id);
    if (!after) throw new AppError("not_found");
    await writeAuditEntry(tx, {
      operatorId: actor.operatorId,
      action: change.action,
      target: { type: "operator", id },
      details: { email: operator.email, before, after: await snapshot(tx, after) },
      ip: actor.ip,
    });
  });
  const staff = await findStaff(db, id);
  if (!staff) throw new AppError("not_found");
  return staff;
}

/** What staff management changes of an operator, as the audit log keeps it. */
async function snapshot(tx: Tx, operator: Operator) {
  const twoFactor = await findOperatorTwoFactor(tx, operator.id);
  return {
    role: operator.role,
    disabled_at: operator.disabledAt?.toISOString() ?? null,
    two_factor_enabled: twoFactor?.enabledAt != null,
  };
}
