import type { OperatorRole } from "./schema.ts";

// What each role may do. admin: everything; finance: payments (list, approve, reject); support:
// read-only (the withdrawal list). A new endpoint names one permission; roles are listed here only.

export const PERMISSIONS = {
  "withdrawals.read": ["admin", "finance", "support"],
  "withdrawals.decide": ["admin", "finance"],
  "audit_log.read": ["admin"],
  "lotteries.read": ["admin", "finance", "support"],
  "lotteries.manage": ["admin"],
  "tournaments.read": ["admin", "finance", "support"],
  "tournaments.manage": ["admin"],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: OperatorRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}
