import type { OperatorPermission } from "@croupier/contract/schemas/operator-permissions";
import type { OperatorProfile } from "@croupier/contract/schemas/operators";
import { useGetIdentity } from "@refinedev/core";

/**
 * Whether the signed-in operator's role grants `permission` (GET /api/operator/me): buttons for
 * actions show only then. The API still refuses with 403 whatever is shown.
 */
export function useHasPermission(permission: OperatorPermission): boolean {
  const { data: operator } = useGetIdentity<OperatorProfile>();
  return operator?.permissions.includes(permission) ?? false;
}

/** The signed-in operator's id (to tell their own requests from another's). */
export function useOperatorId(): number | undefined {
  const { data: operator } = useGetIdentity<OperatorProfile>();
  return operator?.id;
}
