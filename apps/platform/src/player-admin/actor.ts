import type { FastifyRequest } from "fastify";
import { currentOperator } from "../operators/operator-sessions.ts";
import type { StaffActor } from "./adjustments.ts";

/** The signed-in operator acting, from where and when (for the audit row). */
export async function actorOf(request: FastifyRequest): Promise<StaffActor> {
  const { operator } = await currentOperator(request);
  return { operatorId: operator.id, ip: request.clientIp, now: request.server.clock() };
}
