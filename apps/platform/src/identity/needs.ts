import type { AuthLimits, Locale, Player } from "@croupier/contract";
import type { Db, Executor } from "../db/database.ts";
import type { User } from "./repository.ts";

/**
 * What identity asks of the modules built on it. Players and accounts keep their rows per user, so
 * they depend on identity; identity does not import them back. The app hands these in when it
 * registers the identity routes.
 */
export interface IdentityNeeds {
  /** The player as every sign-up, sign-in and confirmation answers them (GET /api/player). */
  viewPlayer(db: Executor, user: User): Promise<Player>;
  /** The e-mail and password lengths the profile fields set. */
  loadAuthLimits(db: Executor): Promise<AuthLimits>;
  /** True for a currency a player may sign up with. */
  isRealCurrency(db: Executor, code: string): Promise<boolean>;
  /** Opens what a new player starts with beside their user: the account in their currency. */
  openAccounts(db: Db, user: User): Promise<void>;
  /**
   * Throws (422 with the reason under `errors.email`) when the player may not sign in now: a
   * time-out, self-exclusion or closed account (exclusions/). Checked once the password is right.
   */
  refuseSignIn?(db: Executor, userId: number, now: Date, locale: Locale): Promise<void>;
}
