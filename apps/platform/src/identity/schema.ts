import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";

/**
 * Player accounts. Passwords are argon2id hashes; e-mailed tokens (confirmation, reset, unlock)
 * are stored only as SHA-256 hashes and cleared when used, so a database leak reveals no link.
 */
export const users = pgTable(
  "users",
  {
    id: serialId(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    currency: text("currency").notNull(),
    country: text("country"),
    locale: text("locale").notNull().default("en"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    nickname: text("nickname"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    gender: text("gender"),
    city: text("city"),
    address: text("address"),
    postalCode: text("postal_code"),
    mobilePhone: text("mobile_phone"),
    receivePromos: boolean("receive_promos").notNull().default(false),
    receiveSmsPromos: boolean("receive_sms_promos").notNull().default(false),
    canIssueBonuses: boolean("can_issue_bonuses").notNull().default(true),
    depositBonusCode: text("deposit_bonus_code"),
    confirmedAt: at("confirmed_at"),
    confirmationTokenHash: text("confirmation_token_hash"),
    confirmationSentAt: at("confirmation_sent_at"),
    resetPasswordTokenHash: text("reset_password_token_hash"),
    resetPasswordSentAt: at("reset_password_sent_at"),
    lockedAt: at("locked_at"),
    /** Blocked by staff (player-admin/): sign-in refused until unblocked; never ends by itself. */
    blockedAt: at("blocked_at"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    unlockTokenHash: text("unlock_token_hash"),
    signInCount: integer("sign_in_count").notNull().default(0),
    currentSignInAt: at("current_sign_in_at"),
    currentSignInIp: text("current_sign_in_ip"),
    lastSignInAt: at("last_sign_in_at"),
    lastSignInIp: text("last_sign_in_ip"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_confirmation_token_idx").on(table.confirmationTokenHash),
    uniqueIndex("users_reset_password_token_idx").on(table.resetPasswordTokenHash),
    uniqueIndex("users_unlock_token_idx").on(table.unlockTokenHash),
  ],
);

/** A row's player: `player_id`, referring to users (callers add NOT NULL or a primary key where it applies). */
export const playerRef = () => bigint("player_id", { mode: "number" }).references(() => users.id);

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    id: serialId(),
    tokenHash: text("token_hash").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    country: text("country"),
    createdAt: at("created_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [uniqueIndex("sessions_token_hash_idx").on(table.tokenHash), index("sessions_user_idx").on(table.userId)],
);

/** One row per session opened (sign-in or sign-up), kept after it ends: the back office's sign-in history. */
export const signInHistory = pgTable(
  "sign_in_history",
  {
    id: serialId(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    country: text("country"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [index("sign_in_history_user_idx").on(table.userId, table.id)],
);

/**
 * Devices a player signed in from successfully (device cookies): the `_casino_device`
 * cookie holds a random token, the table its SHA-256. Sign-ins from such a device are not blocked
 * by the lock that failures from elsewhere put on the account; its own failures count here, and
 * at MAX_FAILED_SIGN_INS the row is deleted (the device is trusted no more).
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: serialId(),
    tokenHash: text("token_hash").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at").notNull(),
  },
  (table) => [
    uniqueIndex("trusted_devices_token_hash_idx").on(table.tokenHash),
    index("trusted_devices_user_idx").on(table.userId),
  ],
);

export const IDENTITY_MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type IdentityMailStatus = (typeof IDENTITY_MAIL_STATUSES)[number];

/**
 * Outbox of the identity mails (confirmation, reset, unlock, password changed). A mail is stored
 * before it is sent, once per `dedupeKey` (unique), and retried with back-off while the mail server
 * fails. The body (which holds the link) is cleared once the mail is sent or given up, so the table
 * keeps no usable link. Rows per recipient also drive the per-address limit across all IPs.
 */
export const identityMails = pgTable(
  "identity_mails",
  {
    id: serialId(),
    dedupeKey: text("dedupe_key").notNull(),
    kind: text("kind").notNull(),
    /** Lower-cased address. */
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    status: text("status").$type<IdentityMailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a retry may next claim the mail; pushed forward on each claim (safe across nodes). */
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [
    uniqueIndex("identity_mails_dedupe_key_idx").on(table.dedupeKey),
    index("identity_mails_due_idx").on(table.status, table.nextAttemptAt),
    index("identity_mails_recipient_idx").on(table.recipient, table.createdAt),
  ],
);

/**
 * Two-factor sign-in (TOTP, RFC 6238) of a player who asked for it. Secrets are stored encrypted
 * (AES-256-GCM, identity/two-factor-crypto.ts): `pending_secret` is the one the last enrolment
 * offered, `secret` the one turned on (`enabled_at`). `last_used_step` is the 30-second step of
 * the last accepted code, so a code is never accepted twice.
 */
export const twoFactorSettings = pgTable("two_factor_settings", {
  playerId: bigint("player_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pendingSecret: text("pending_secret"),
  secret: text("secret"),
  enabledAt: at("enabled_at"),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** One-time recovery codes of two-factor sign-in: only their SHA-256, each used once (`used_at`). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serialId(),
    playerId: bigint("player_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("two_factor_recovery_codes_player_code_idx").on(table.playerId, table.codeHash)],
);

/** The key that encrypts two-factor secrets when TWO_FACTOR_ENCRYPTION_KEY is unset (one row, made by the first node). */
export const twoFactorKeys = pgTable("two_factor_keys", {
  id: integer("id").primaryKey(),
  key: text("key").notNull(),
  createdAt: createdAt(),
});
