import type { FastifySchemaCompiler } from "fastify";
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
