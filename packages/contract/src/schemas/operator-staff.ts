import { z } from "zod";
import { requiredEmail, requiredText } from "../validation/rules.ts";
import { OPERATOR_ROLE_NAMES } from "./operator-permissions.ts";

// Staff management (`/api/operator/operators*`, permission `operators.manage`): the admin lists,
// creates, re-roles, disables and enables operators and resets a lost authenticator. The first
// admin is still created on the command line.

/** One operator as the staff list shows them. */
export const staffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(OPERATOR_ROLE_NAMES),
    created_at: z.string(),
    /** Set while disabled: the operator cannot sign in. */
    disabled_at: z.string().nullable(),
    /** False until the operator enrols (again, after a reset) at their next sign-in. */
    two_factor_enabled: z.boolean(),
    /** The last successful sign-in (from the audit log); null when never. */
    last_sign_in_at: z.string().nullable(),
    /** Sign-in is refused until then after repeated failures; null when not locked. */
    locked_until: z.string().nullable(),
  })
  .meta({ id: "StaffMember" });
export type StaffMember = z.infer<typeof staffMember>;

export const staffList = z.object({ data: z.array(staffMember) }).meta({ id: "StaffList" });

const role = z.enum(OPERATOR_ROLE_NAMES, "format");

/** POST /api/operator/operators — `{ operator: { email, name, role } }`. */
export const createStaffBody = z
  .object({ operator: z.object({ email: requiredEmail(), name: requiredText(100), role }) })
  .meta({ id: "CreateStaffMember" });
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/** 201: the new operator and their generated password, answered this once (only its hash is kept). */
export const createdStaffMember = z
  .object({ operator: staffMember, password: z.string() })
  .meta({ id: "CreatedStaffMember" });

/** PATCH /api/operator/operators/{id} — `{ operator: { role } }`. */
export const updateStaffBody = z.object({ operator: z.object({ role }) }).meta({ id: "UpdateStaffMember" });
export type UpdateStaffBody = z.infer<typeof updateStaffBody>;

export const staffParams = z.object({
  id: z.coerce
    .number("format")
    .int("format")
    .min(1, "format")
    .max(2 ** 53 - 1, "format"),
});

/** 409 of a change that would leave no active admin with two-factor sign-in able to manage staff. */
export const staffConflictBody = z
  .object({ error: z.string(), code: z.enum(["last_admin"]) })
  .meta({ id: "StaffConflict" });
