import { type AuthLimits, DEFAULT_AUTH_LIMITS } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { getPlayerFields } from "./repository.ts";

/** E-mail and password lengths from the profile fields (/api/info/player_fields), else the seeded defaults. */
export async function loadAuthLimits(db: Executor): Promise<AuthLimits> {
  const { fields } = await getPlayerFields(db);
  const limitsOf = (name: "email" | "password") => fields.find((field) => field.field === name)?.length;
  return {
    email: limitsOf("email") ?? DEFAULT_AUTH_LIMITS.email,
    password: limitsOf("password") ?? DEFAULT_AUTH_LIMITS.password,
  };
}
