import { OPERATOR_PERMISSION_NAMES, type OperatorPermission } from "@croupier/contract/schemas/operator-permissions";
import type { AccessControlProvider } from "@refinedev/core";
import { loadOperator } from "./api/auth-provider.ts";
import { AREAS } from "./navigation.ts";

/** The permission an action needs: the area's own for `list`, else `<resource>.<action>` of the matrix. */
function permissionFor(resource: string, action: string): OperatorPermission | null | undefined {
  const area = AREAS.find((candidate) => candidate.resource === resource);
  if (!area) return undefined;
  if (action === "list") return area.permission;
  const name = `${resource}.${action}`;
  return (OPERATOR_PERMISSION_NAMES as readonly string[]).includes(name) ? (name as OperatorPermission) : undefined;
}

/**
 * Refine's `can`: a page or button shows for an operator whose role grants its permission — the
 * same matrix the API enforces (the API still answers 403 to anything else, whatever is shown).
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action }) {
    const permission = permissionFor(resource ?? "", action);
    if (permission === undefined) return { can: false };
    if (permission === null) return { can: true };
    const operator = await loadOperator().catch(() => null);
    return { can: operator?.permissions.includes(permission) ?? false };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
