import {
  errorBody,
  operatorForbiddenBody,
  operatorSessionList,
  operatorSessionParams,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { writeAuditEntry } from "./audit-log.ts";
import { currentOperator, endOperatorSession, requireOperator } from "./operator-sessions.ts";
import { deleteOwnOperatorSession, listOperatorSessions } from "./session-repository.ts";

/**
 * `/api/operator/sessions`: the operator's own live sessions (where they are signed in), and ending
 * one, e.g. a browser left signed in elsewhere. Only one's own: another operator's id answers 404.
 */
export const operatorSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/operator/sessions",
    {
      onRequest: requireOperator(),
      schema: {
        tags: ["operator"],
        summary: "The signed-in operator's live sessions, newest first",
        description: "`current`: the session of this request. Ended sessions (expired, idle) are not listed.",
        response: { 200: operatorSessionList, 401: errorBody, 403: operatorForbiddenBody },
      },
    },
    async (request) => {
      const { operator, session: current } = await currentOperator(request);
      const now = app.clock().getTime();
      const idleMs = app.config.operators.idleMs;
      const sessions = await listOperatorSessions(db, operator.id);
      const live = sessions.filter(
        (session) => session.expiresAt.getTime() > now && now - session.lastSeenAt.getTime() < idleMs,
      );
      return {
        data: live.map((session) => ({
          id: session.id,
          ip: session.ip,
          created_at: session.createdAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          current: session.id === current.id,
        })),
      };
    },
  );

  app.delete(
    "/operator/sessions/:id",
    {
      onRequest: requireOperator(),
      schema: {
        tags: ["operator"],
        summary: "End one of the signed-in operator's sessions",
        description:
          "204; that browser is signed out at once (ending the current session also clears its cookie). " +
          "Audited `operator.session_ended`. 404 for an id that is not one of the operator's sessions.",
        params: operatorSessionParams,
        response: {
          204: z.null(),
          401: errorBody,
          403: operatorForbiddenBody,
          404: errorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await currentOperator(request);
      const { id } = request.params;
      if (id === signedIn.session.id) {
        await endOperatorSession(request, reply);
        return reply.code(204).send(null);
      }
      const ended = await db.transaction(async (tx) => {
        if (!(await deleteOwnOperatorSession(tx, signedIn.operator.id, id))) return false;
        await writeAuditEntry(tx, {
          operatorId: signedIn.operator.id,
          action: "operator.session_ended",
          target: { type: "operator_session", id },
          ip: request.clientIp,
        });
        return true;
      });
      if (!ended) throw new AppError("not_found");
      return reply.code(204).send(null);
    },
  );
};
