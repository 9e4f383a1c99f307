import type { Locale } from "@croupier/contract";
import type { playerInterventionBody } from "@croupier/contract/schemas/player-admin";
import type { z } from "zod";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findActiveExclusion } from "../exclusions/guard.ts";
import { imposeTimeout } from "../exclusions/service.ts";
import { findUserById, type User } from "../identity/repository.ts";
import { blockUser, endUserSessions, liftLockOut, lockUser, unblockUser } from "../identity/staff-actions.ts";
import { setLimit } from "../limits/service.ts";
import { viewLimits } from "../limits/view.ts";
import { type AuditAction, writeAuditEntry } from "../operators/audit-log.ts";
import { closePlayerGameSessions } from "../provider-wallet/staff-session-reads.ts";
import type { StaffActor } from "./adjustments.ts";
import { insertNote } from "./notes.ts";
import type { PlayerNoteRow } from "./schema.ts";

// The account actions of the Players area. Each runs in one transaction with its audit row (who,
// from where, the reason, the state before and after), calling the owning module to act: identity
// for blocks, sessions and lock-outs, limits and exclusions for interventions.

type Intervention = z.infer<typeof playerInterventionBody>["intervention"];

const fieldError = (field: string, text: string) =>
  new AppError("validation_failed", text, { fields: { [field]: [text] } });

async function lockedPlayer(tx: Executor, playerId: number): Promise<User> {
  const user = await lockUser(tx, playerId);
  if (!user) throw new AppError("not_found", "No such player.");
  return user;
}

function audit(
  tx: Executor,
  actor: StaffActor,
  playerId: number,
  action: AuditAction,
  details: Record<string, unknown>,
) {
  return writeAuditEntry(tx, {
    operatorId: actor.operatorId,
    action,
    target: { type: "player", id: playerId },
    details: { player_id: playerId, ...details },
    ip: actor.ip,
  });
}

const lockState = (user: User) => ({
  blocked_at: user.blockedAt?.toISOString() ?? null,
  locked_at: user.lockedAt?.toISOString() ?? null,
  failed_sign_ins: user.failedAttempts,
});

/** Blocks the player: sign-in refused until unblocked; sign-in and game sessions end now. */
export async function block(db: Db, playerId: number, reason: string, actor: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPlayer(tx, playerId);
    if (before.blockedAt !== null) throw fieldError("base", "The player is blocked already.");
    await blockUser(tx, playerId, actor.now);
    const gameSessions = await closePlayerGameSessions(tx, playerId, actor.now);
    const after = await lockedPlayer(tx, playerId);
    await audit(tx, actor, playerId, "player.blocked", {
      reason,
      before: lockState(before),
      after: lockState(after),
      game_sessions_closed: gameSessions,
    });
  });
}

export async function unblock(db: Db, playerId: number, reason: string, actor: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPlayer(tx, playerId);
    if (before.blockedAt === null) throw fieldError("base", "The player is not blocked.");
    await unblockUser(tx, playerId, actor.now);
    const after = await lockedPlayer(tx, playerId);
    await audit(tx, actor, playerId, "player.unblocked", {
      reason,
      before: lockState(before),
      after: lockState(after),
    });
  });
}

/** Ends every sign-in session and open game session of the player (they may sign in again). */
export async function endSessions(db: Db, playerId: number, reason: string, actor: StaffActor): Promise<number> {
  return db.transaction(async (tx) => {
    await lockedPlayer(tx, playerId);
    const ended = await endUserSessions(tx, playerId);
    const gameSessions = await closePlayerGameSessions(tx, playerId, actor.now);
    await audit(tx, actor, playerId, "player.sessions_ended", {
      reason,
      before: { sessions: ended },
      after: { sessions: 0 },
      game_sessions_closed: gameSessions,
    });
    return ended;
  });
}

/** Lifts the lock-out that failed sign-ins put on the account (a staff block stays). */
export async function liftLock(db: Db, playerId: number, reason: string, actor: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPlayer(tx, playerId);
    if (before.lockedAt === null && before.failedAttempts === 0) {
      throw fieldError("base", "The player is not locked out.");
    }
    await liftLockOut(tx, playerId, actor.now);
    const after = await lockedPlayer(tx, playerId);
    await audit(tx, actor, playerId, "player.lock_out_lifted", {
      reason,
      before: lockState(before),
      after: lockState(after),
    });
  });
}

/**
 * A responsible-gambling intervention: a limit through the limits service (a new or lower one
 * binds at once; a higher one waits for the cooling-off as the player's own would) or a time-out
 * through the exclusions service (at once, only lengthening what is in force).
 */
export async function intervene(
  db: Db,
  playerId: number,
  intervention: Intervention,
  actor: StaffActor,
  locale: Locale,
): Promise<void> {
  if (!(await findUserById(db, playerId))) throw new AppError("not_found", "No such player.");
  const { reason } = intervention;
  if (intervention.kind === "timeout") {
    if (intervention.days === undefined) throw fieldError("days", "A time-out needs its length in days.");
    const before = await findActiveExclusion(db, playerId, actor.now);
    await imposeTimeout(db, playerId, intervention.days, actor.now, locale, (tx, row) =>
      audit(tx, actor, playerId, "player.timeout_set", {
        reason,
        days: intervention.days,
        before: before ? exclusionState(before) : null,
        after: exclusionState(row),
      }),
    );
    return;
  }
  const limit = intervention.limit;
  if (!limit) throw fieldError("limit", "A limit needs its type, period and amounts or minutes.");
  const before = await viewLimits(db, playerId, actor.now);
  await setLimit(
    db,
    playerId,
    {
      type: limit.type,
      period: limit.period,
      ...(limit.minutes === undefined ? {} : { minutes: limit.minutes }),
      ...(limit.accounts === undefined ? {} : { accounts: limit.accounts }),
    },
    actor.now,
    locale,
    async (tx) =>
      audit(tx, actor, playerId, "player.limit_set", {
        reason,
        request: limit,
        before: before.filter((item) => item.type === limit.type && item.period === limit.period),
        after: (await viewLimits(tx, playerId, actor.now)).filter(
          (item) => item.type === limit.type && item.period === limit.period,
        ),
      }),
  );
}

function exclusionState(row: { kind: string; startsAt: Date; endsAt: Date | null }) {
  return { kind: row.kind, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt?.toISOString() ?? null };
}

/** An internal note about the player, audited (its text in the audit row too). */
export async function addNote(db: Db, playerId: number, text: string, actor: StaffActor): Promise<PlayerNoteRow> {
  return db.transaction(async (tx) => {
    await lockedPlayer(tx, playerId);
    const note = await insertNote(tx, { playerId, operatorId: actor.operatorId, text });
    await audit(tx, actor, playerId, "player.note_added", { note_id: note.id, text });
    return note;
  });
}
