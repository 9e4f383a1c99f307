import { errorBody, operatorForbiddenBody, validationErrorBody } from "@croupier/contract";
import {
  createdStaffMember,
  createStaffBody,
  staffConflictBody,
  staffList,
  staffMember,
  staffParams,
  updateStaffBody,
} from "@croupier/contract/schemas/operator-staff";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PasswordHasher } from "../identity/passwords.ts";
import { currentOperator, requireOperator } from "./operator-sessions.ts";
import {
  changeStaffRole,
  createStaff,
  disableStaff,
  enableStaff,
  resetStaffTwoFactor,
  type StaffActor,
} from "./staff.ts";
import { listStaff, type StaffRow } from "./staff-repository.ts";

const signedOut = { 401: errorBody, 403: operatorForbiddenBody };
const LAST_ADMIN_NOTE =
  '409 `{error, code: "last_admin"}` when it would leave no active admin (not disabled, with two-factor sign-in).';

/**
 * `/api/operator/operators*`: staff management (permission `operators.manage`). Each change is
 * audited with the operator's state before and after; a repeated change answers 200 and records
 * nothing.
 */
export function operatorStaffRoutes(context: { hasher: PasswordHasher }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const manage = requireOperator("operators.manage");
    const actorOf = async (request: FastifyRequest): Promise<StaffActor> => {
      const { operator } = await currentOperator(request);
      return { operatorId: operator.id, ip: request.clientIp, locale: request.locale };
    };

    app.get(
      "/operator/operators",
      {
        onRequest: manage,
        schema: {
          tags: ["operator"],
          summary: "Every operator (staff), oldest first",
          description: "With their role, whether disabled or locked, two-factor sign-in and their last sign-in.",
          response: { 200: staffList, ...signedOut },
        },
      },
      async () => ({ data: (await listStaff(db)).map((row) => toStaffMember(row, app.clock())) }),
    );

    app.post(
      "/operator/operators",
      {
        onRequest: manage,
        schema: {
          tags: ["operator"],
          summary: "Create an operator with a generated password, answered this once",
          description:
            "201 with `password`: only its hash is kept, so hand it over now. The new operator enrols in " +
            "two-factor sign-in at their first sign-in. Audited `operator.created`. 422 `errors.email` when an " +
            "operator has that e-mail already.",
          body: createStaffBody,
          response: { 201: createdStaffMember, 422: validationErrorBody, ...signedOut },
        },
      },
      async (request, reply) => {
        const { staff, password } = await createStaff(
          db,
          context.hasher,
          request.body.operator,
          await actorOf(request),
        );
        return reply.code(201).send({ operator: toStaffMember(staff, app.clock()), password });
      },
    );

    app.patch(
      "/operator/operators/:id",
      {
        onRequest: manage,
        schema: {
          tags: ["operator"],
          summary: "Change an operator's role",
          description: `Takes effect on their next request. Audited \`operator.role_changed\`. ${LAST_ADMIN_NOTE}`,
          params: staffParams,
          body: updateStaffBody,
          response: {
            200: staffMember,
            404: errorBody,
            409: staffConflictBody,
            422: validationErrorBody,
            ...signedOut,
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const changed = await changeStaffRole(db, id, request.body.operator.role, await actorOf(request));
        return toStaffMember(changed, app.clock());
      },
    );

    app.post(
      "/operator/operators/:id/disable",
      {
        onRequest: manage,
        schema: {
          tags: ["operator"],
          summary: "Disable an operator: no sign-in, their sessions end at once",
          description: `Audited \`operator.disabled\`. ${LAST_ADMIN_NOTE}`,
          params: staffParams,
          response: {
            200: staffMember,
            404: errorBody,
            409: staffConflictBody,
            422: validationErrorBody,
            ...signedOut,
          },
        },
      },
      async (request) =>
        toStaffMember(await disableStaff(db, request.params.id, await actorOf(request), app.clock()), app.clock()),
    );

    app.post(
      "/operator/operators/:id/enable",
      {
        onRequest: manage,
        schema: {
          tags: ["operator"],
          summary: "Enable a disabled operator: they may sign in again",
          description: "Their failed sign-ins and any lock-out start afresh. Audited `operator.enabled`.",
          params: staffParams,
          response: { 200: staffMember, 404: errorBody, 422: validationErrorBody, ...signedOut },
        },
      },
      async (request) => toStaffMember(await enableStaff(db, request.params.id, await actorOf(request)), app.clock()),
    );

    app.post(
      "/operator/operators/:id/reset_two_factor",
      {
        onRequest: manage,
        schema: {
          tags: ["operator"],
          summary: "Reset an operator's two-factor sign-in (a lost phone)",
          description:
            "The secret and recovery codes are forgotten and their sessions end; at their next sign-in with the " +
            `password they enrol again. Audited \`operator.two_factor_reset\`. ${LAST_ADMIN_NOTE}`,
          params: staffParams,
          response: {
            200: staffMember,
            404: errorBody,
            409: staffConflictBody,
            422: validationErrorBody,
            ...signedOut,
          },
        },
      },
      async (request) =>
        toStaffMember(await resetStaffTwoFactor(db, request.params.id, await actorOf(request)), app.clock()),
    );
  };
}

function toStaffMember(row: StaffRow, now: Date) {
  const { operator } = row;
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    created_at: operator.createdAt.toISOString(),
    disabled_at: operator.disabledAt?.toISOString() ?? null,
    two_factor_enabled: row.twoFactorEnabled,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    // A lock that has run out is no lock.
    locked_until: operator.lockedUntil && operator.lockedUntil > now ? operator.lockedUntil.toISOString() : null,
  };
}
