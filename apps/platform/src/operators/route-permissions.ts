import { OPERATOR_PERMISSIONS, type OperatorPermission } from "@croupier/contract";
import type { RouteOptions } from "fastify";

// Each operator route's permission is published in its OpenAPI operation as
// `x-operator-permission`, so the API docs, the back office and permission-matrix.test.ts read it.
// It is taken from the route's own `requireOperator(permission)` hook, never written twice, so the
// document cannot drift from what the route enforces.

export const PERMISSION_EXTENSION = "x-operator-permission";

const permissionOfHook = new WeakMap<object, OperatorPermission>();

/** Records that `hook` (made by requireOperator) enforces `permission`; answers the hook. */
export function markPermissionHook<Hook extends object>(hook: Hook, permission?: OperatorPermission): Hook {
  if (permission) permissionOfHook.set(hook, permission);
  return hook;
}

/** onRoute hook: copies the permission of the route's requireOperator hook into its schema. */
export function documentOperatorPermission(route: RouteOptions): void {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  const permissions = hooks.flatMap((hook) => (typeof hook === "function" && permissionOfHook.get(hook)) || []);
  const [permission] = permissions;
  if (!permission) return;
  if (permissions.length > 1) throw new Error(`${route.method} ${route.url}: an operator route names one permission`);
  route.schema ??= {};
  const schema = route.schema as Record<string, unknown>;
  // GET's implicit HEAD route shares the schema object: the note is added once.
  if (schema[PERMISSION_EXTENSION]) return;
  schema[PERMISSION_EXTENSION] = permission;
  const note = `Operator permission \`${permission}\` (roles: ${OPERATOR_PERMISSIONS[permission].join(", ")}).`;
  schema.description = typeof schema.description === "string" ? `${schema.description}\n\n${note}` : note;
}
