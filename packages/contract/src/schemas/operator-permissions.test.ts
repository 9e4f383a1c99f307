import { describe, expect, it } from "vitest";
import { OPERATOR_PERMISSION_NAMES, OPERATOR_ROLE_NAMES, operatorCan, permissionsOf } from "./operator-permissions.ts";

// The matrix's policy in a few lines; the platform's permission-matrix.test.ts walks it over the routes.

describe("the operator permission matrix", () => {
  it("grants admin everything and every other role something", () => {
    expect(permissionsOf("admin")).toEqual(OPERATOR_PERMISSION_NAMES);
    for (const role of OPERATOR_ROLE_NAMES) expect(permissionsOf(role).length).toBeGreaterThan(0);
  });

  it("keeps money decisions with admin and finance, and the audit log with admin and compliance", () => {
    const deciders = OPERATOR_ROLE_NAMES.filter((role) => operatorCan(role, "withdrawals.decide"));
    expect(deciders).toEqual(["admin", "finance"]);
    expect(OPERATOR_ROLE_NAMES.filter((role) => operatorCan(role, "audit_log.read"))).toEqual(["admin", "compliance"]);
  });

  it("never grants a manage permission without the matching read, where the area has one", () => {
    const names: readonly string[] = OPERATOR_PERMISSION_NAMES;
    for (const role of OPERATOR_ROLE_NAMES) {
      for (const permission of permissionsOf(role).filter((name) => name.endsWith(".manage"))) {
        const read = permission.replace(/\.manage$/, ".read");
        // Staff management (operators.manage) is one permission: the list and its changes together.
        if (names.includes(read)) expect(permissionsOf(role), role).toContain(read);
      }
    }
  });
});
