import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Player accounts. Passwords are argon2id hashes; e-mailed tokens (confirmation, reset, unlock)
 * are stored only as SHA-256 hashes and cleared when used, so a database leak reveals no link.
 */
export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
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
    failedAttempts: integer("failed_attempts").notNull().default(0),
    unlockTokenHash: text("unlock_token_hash"),
    signInCount: integer("sign_in_count").notNull().default(0),
    currentSignInAt: at("current_sign_in_at"),
    currentSignInIp: text("current_sign_in_ip"),
    lastSignInAt: at("last_sign_in_at"),
    lastSignInIp: text("last_sign_in_ip"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_confirmation_token_idx").on(table.confirmationTokenHash),
    uniqueIndex("users_reset_password_token_idx").on(table.resetPasswordTokenHash),
    uniqueIndex("users_unlock_token_idx").on(table.unlockTokenHash),
  ],
);

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
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
