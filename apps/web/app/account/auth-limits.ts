import type { AuthLimits } from "@croupier/contract/schemas/auth";

/**
 * The contract's DEFAULT_AUTH_LIMITS, repeated without zod: the sign-up and reset-password forms
 * need them at once, the schemas only from their first keystroke (validators.ts).
 * auth-limits.test.ts keeps them equal.
 */
export const DEFAULT_LIMITS: AuthLimits = {
  email: { minimum: 6, maximum: 255 },
  password: { minimum: 8, maximum: 128 },
};
