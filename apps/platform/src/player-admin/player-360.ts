import type { Player360 } from "@croupier/contract/schemas/player-admin";
import { listBonusesOf } from "../bonuses/player-bonuses.ts";
import { toCentsNumber } from "../currencies/amounts.ts";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findActiveExclusion } from "../exclusions/guard.ts";
import { findUserById } from "../identity/repository.ts";
import type { Session } from "../identity/session-repository.ts";
import { listActiveSessions } from "../identity/session-repository.ts";
import { listSignInHistory } from "../identity/sign-in-history.ts";
import { listBonusBalances, listPlayerAccounts } from "../ledger/accounts.ts";
import { viewLimits } from "../limits/view.ts";
import { findOperatorEmails, listAuditEntriesAboutPlayer } from "../operators/player-audit-reads.ts";
import { toPaymentView } from "../payments/payment-view.ts";
import { listPlayerPayments } from "../payments/repository.ts";
import { listPlayerRounds } from "../provider-wallet/round-reads.ts";
import { readStatementPage } from "../statements/statement.ts";
import { toAdjustmentView } from "./adjustments.ts";
import { listAdjustments } from "./adjustments-repository.ts";
import { listNotes } from "./notes.ts";
import { playerStatus } from "./status.ts";

// The player 360: one read of everything staff look at about a player, each part from the module
// that owns it. Lists are the latest RECENT entries; the full statement, payments and rounds have
// their own pages on the player's side.

const RECENT = 20;

export async function viewPlayer360(
  db: Executor,
  playerId: number,
  now: Date,
  sessionIdleMs: number,
): Promise<Player360> {
  const user = await findUserById(db, playerId);
  if (!user) throw new AppError("not_found", "No such player.");
  const [
    exclusion,
    accounts,
    bonusBalances,
    statement,
    payments,
    rounds,
    bonuses,
    limits,
    active,
    recent,
    notes,
    adjustments,
    audit,
  ] = await Promise.all([
    findActiveExclusion(db, playerId, now),
    listPlayerAccounts(db, playerId),
    listBonusBalances(db, playerId),
    readStatementPage(db, playerId, { per_page: RECENT }),
    listPlayerPayments(db, playerId, {}, { limit: RECENT, offset: 0 }),
    listPlayerRounds(db, playerId, RECENT),
    listBonusesOf(db, playerId, "en", now),
    viewLimits(db, playerId, now),
    listActiveSessions(db, playerId, now, sessionIdleMs),
    listSignInHistory(db, playerId, RECENT),
    listNotes(db, playerId, 100),
    listAdjustments(db, playerId, RECENT),
    listAuditEntriesAboutPlayer(db, playerId, 100),
  ]);
  const emails = await findOperatorEmails(
    db,
    notes.map((note) => note.operatorId),
  );
  const activeIds = new Set(active.map((session) => session.id));
  const toSession = (session: Session) => ({
    id: session.id,
    ip: session.ip,
    country: session.country,
    device: session.userAgent,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    active: activeIds.has(session.id),
  });
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    profile: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      nickname: user.nickname,
      date_of_birth: user.dateOfBirth,
      country: user.country,
      city: user.city,
      address: user.address,
      postal_code: user.postalCode,
      mobile_phone: user.mobilePhone,
      currency: user.currency,
      locale: user.locale,
      confirmed_at: iso(user.confirmedAt),
      created_at: user.createdAt.toISOString(),
      status: playerStatus(user, exclusion?.kind ?? null),
      blocked_at: iso(user.blockedAt),
      locked_at: iso(user.lockedAt),
      failed_sign_ins: user.failedAttempts,
      sign_in_count: user.signInCount,
      current_sign_in_at: iso(user.currentSignInAt),
      current_sign_in_ip: user.currentSignInIp,
      last_sign_in_at: iso(user.lastSignInAt),
      last_sign_in_ip: user.lastSignInIp,
    },
    accounts: [
      ...accounts.map((account) => ({
        currency: account.currency,
        wallet: "cash" as const,
        balance_cents: toCentsNumber(account.balance ?? 0n),
      })),
      ...[...bonusBalances].map(([currency, balance]) => ({
        currency,
        wallet: "bonus" as const,
        balance_cents: toCentsNumber(balance),
      })),
    ],
    statement: statement.lines,
    payments: payments.map(toPaymentView),
    rounds: rounds.map((round) => ({
      id: round.id,
      provider: round.providerId,
      game: round.identifier,
      currency: round.currency,
      total_bet_cents: toCentsNumber(round.totalBet),
      total_win_cents: toCentsNumber(round.totalWin),
      closed: round.closed,
      created_at: round.createdAt.toISOString(),
    })),
    bonuses,
    limits,
    exclusion: exclusion
      ? { kind: exclusion.kind, starts_at: exclusion.startsAt.toISOString(), ends_at: iso(exclusion.endsAt) }
      : null,
    sessions: active.map(toSession),
    sign_ins: recent.map((row) => ({
      id: row.id,
      ip: row.ip,
      country: row.country,
      device: row.userAgent,
      created_at: row.createdAt.toISOString(),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      operator_id: note.operatorId,
      operator_email: emails.get(note.operatorId) ?? null,
      created_at: note.createdAt.toISOString(),
    })),
    adjustments: adjustments.map(toAdjustmentView),
    audit_trail: audit.map((row) => ({
      id: row.id,
      operator_id: row.operatorId,
      operator_email: row.operatorEmail,
      action: row.action,
      details: (row.details ?? {}) as Record<string, unknown>,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
