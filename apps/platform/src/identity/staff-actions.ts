import type { Locale } from "@croupier/contract";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { User } from "./repository.ts";
import { sessions, users } from "./schema.ts";

// What the back office (player-admin/) asks of identity: finding players, and the account actions
// that are identity's to take — a staff block (blocked_at, which only staff lift, unlike the
// lock-out of locked_at that failed sign-ins set and time, a mailed link or staff end), ending
// sessions, and lifting a lock-out. Each takes the caller's transaction, so the action and its
// audit row commit together.

/** `q` as typed: an id, an e-mail prefix, a name or a phone number (bounded by the caller's schema). */
export async function searchPlayers(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: User[]; total: number }> {
  const where = searchCondition(q);
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** LIKE's wildcards in what the operator typed are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? "";
  if (text === "") return undefined;
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  const conditions: SQL[] = [
    sql`lower(${users.email}) like ${prefix}`,
    sql`lower(coalesce(${users.firstName}, '')) like ${prefix}`,
    sql`lower(coalesce(${users.lastName}, '')) like ${prefix}`,
    sql`lower(coalesce(${users.nickname}, '')) like ${prefix}`,
    sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName})) like ${prefix}`,
  ];
  if (/^\d{1,18}$/.test(text) && Number(text) <= 2_147_483_647) conditions.push(sql`${users.id} = ${Number(text)}`);
  const digits = text.replace(/[^\d]/g, "");
  if (digits.length >= 4 && /^[\d\s()+.-]+$/.test(text)) {
    conditions.push(sql`regexp_replace(coalesce(${users.mobilePhone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** The user, row-locked until the caller's transaction ends (null when there is none). */
export async function lockUser(db: Executor, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for("update");
  return row ?? null;
}

/** Blocks the player: sign-in refused, every session ended. Answers false when already blocked. */
export async function blockUser(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ blockedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), sql`${users.blockedAt} is null`))
    .returning({ id: users.id });
  await db.delete(sessions).where(eq(sessions.userId, id));
  return rows.length > 0;
}

/** Lifts a staff block (not a lock-out). Answers false when the player was not blocked. */
export async function unblockUser(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ blockedAt: null, updatedAt: now })
    .where(and(eq(users.id, id), sql`${users.blockedAt} is not null`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends the lock-out of failed sign-ins now, as the mailed unlock link would. */
export async function liftLockOut(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ lockedAt: null, failedAttempts: 0, unlockTokenHash: null, updatedAt: now })
    .where(eq(users.id, id));
}

/** Ends every session of the player; answers how many there were. */
export async function endUserSessions(db: Executor, id: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
  return rows.length;
}

const BLOCKED_TEXTS: Record<Locale, string> = {
  en: "This account is blocked. Please contact support.",
  es: "Esta cuenta está bloqueada. Ponte en contacto con el servicio de atención.",
  pt: "Esta conta está bloqueada. Contacte o apoio ao cliente.",
  "pt-BR": "Esta conta está bloqueada. Entre em contato com o suporte.",
  ru: "Этот аккаунт заблокирован. Обратитесь в службу поддержки.",
};

/** Refuses sign-in of a player blocked by staff: 422 `errors.email` (also from a trusted device). */
export function refuseBlockedSignIn(user: User, locale: Locale): void {
  if (user.blockedAt === null) return;
  const text = BLOCKED_TEXTS[locale] ?? BLOCKED_TEXTS.en;
  throw new AppError("validation_failed", text, { fields: { email: [text] }, details: { code: "account_blocked" } });
}
