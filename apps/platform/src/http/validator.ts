import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { safeParse } from "zod/v4/core";
import { RequestValidationError } from "../errors/request-validation-error.ts";

/**
 * Validates requests with the route's zod schema, like fastify-type-provider-zod's compiler, but
 * keeps zod's issues intact so the 422 answer can word them in the player's language.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };

/**
 * PostgreSQL's text and jsonb cannot hold U+0000: a NUL in any string (or key) of a request's path
 * parameters, query or body is refused with a 422 field message before any schema or handler sees
 * it, on every route, with or without a schema.
 */
export const clientStringsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      const issues = [
        ...findNulStrings(request.params),
        ...findNulStrings(request.query),
        ...findNulStrings(request.body),
      ];
      if (issues.length > 0) throw new RequestValidationError(issues);
    });
  },
  { name: "client-strings" },
);

const NUL = "\u0000";

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: PropertyKey | null;
}

/**
 * Issues for every string holding a NUL, by path. Iterative (a deeply nested body cannot overflow
 * the stack), and a path is built only for an issue (a deep body costs no more than its size).
 */
export function findNulStrings(value: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const pending: Visit[] = [{ value, parent: null, key: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (current.includes(NUL)) issues.push(nulIssue(visit));
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        // A key is reported under its object's name (the key itself cannot be shown).
        if (key.includes(NUL)) issues.push(nulIssue(visit));
        pending.push({ value: item, parent: visit, key: Array.isArray(current) ? Number(key) : key });
      }
    }
  }
  return issues.reverse();
}

function nulIssue(visit: Visit): z.core.$ZodIssue {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return { code: "custom", path, message: "forbidden_character", input: undefined };
}
