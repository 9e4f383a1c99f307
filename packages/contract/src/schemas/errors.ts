import { z } from "zod";

/** 422: validation failed, messages per field. */
export const validationErrorBody = z
  .object({ errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: "ValidationError" });

/** Any other failure: `{ error: "..." }`. */
export const errorBody = z.object({ error: z.string() }).meta({ id: "Error" });

export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
export type ErrorBody = z.infer<typeof errorBody>;
