import type { Locale } from "@croupier/contract";
import { fieldError, type IdentityContext } from "./context.ts";
import { forgetOtherDevices } from "./devices.ts";
import { type User, updateUser } from "./repository.ts";
import { deleteOtherSessions, type Session } from "./session-repository.ts";
import { hashToken } from "./tokens.ts";

/** A signed-in player's password change: who, from which session and browser, and the passwords typed. */
export interface PasswordChange {
  user: User;
  sessionId: Session["id"];
  /** The browser's device cookie, whose trust the change keeps. */
  keepDeviceToken: string | undefined;
  currentPassword: string;
  password: string;
  locale: Locale;
}

/**
 * Sets a new password once the current one is given. Guessing the current password from a stolen
 * session is throttled like sign-in, per player; a wrong one is 422 under `current_password`.
 * The change ends every other session, drops the trust of every other browser and any pending
 * reset link, and mails a notice in the player's language. The notice is not held back by the
 * per-address mail limit: only someone with the password can cause it.
 */
export async function changePassword(context: IdentityContext, change: PasswordChange): Promise<void> {
  const { app, limiter, hasher, mailer } = context;
  const db = app.database.db;
  const { user } = change;
  await limiter.hit(`change-password:${user.id}`, app.config.identity.rateLimits.signInPerEmail);
  if (!(await hasher.verify(user.passwordHash, change.currentPassword))) {
    throw fieldError(change, "current_password", "invalid_token");
  }
  const passwordHash = await hasher.hash(change.password);
  await updateUser(db, user.id, {
    passwordHash,
    resetPasswordTokenHash: null,
    resetPasswordSentAt: null,
    updatedAt: app.clock(),
  });
  await deleteOtherSessions(db, user.id, change.sessionId);
  await forgetOtherDevices(db, user.id, change.keepDeviceToken);
  await mailer.send({
    kind: "password_changed",
    to: user.email,
    locale: user.locale,
    dedupeKey: `password_changed:${hashToken(passwordHash)}`,
  });
}
