import type { SportsbookReconciliation } from "@croupier/contract/schemas/sportsbook";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/database.ts";
import { findUserById } from "../identity/repository.ts";
import { type SportsbookBetStatus, sportsbookAlerts, sportsbookBets } from "./schema.ts";

// Reconciliation: our sportsbook bets against the vendor's own list of the bets placed in a window.
// Each mismatch becomes an operator alert: a bet the vendor has and we do not (`missing_ours`: a
// make we never booked), one we have and the vendor does not (`missing_theirs`: money we hold for a
// bet that does not exist), and one whose stake, status or paid amount differs (`differs`). A
// mismatch already alerted and not yet acknowledged is not alerted again.
//
// The vendor's list comes from a BetListSource: Betby's report API is not described in the notes
// (../shared/sportsbook-notes.md §1.1), so no Betby client exists yet; the fake provider
// (fake-betby.ts) implements one, and a real adapter registers the same way.

/** A bet as the vendor's report states it, in our vocabulary. */
export interface ProviderBet {
  /** The vendor's transaction id of the placement (Betby's make `transaction.id`). */
  transactionId: string;
  /** Our player id (Betby's `ext_player_id`). */
  playerId: string;
  currency: string;
  stake: bigint;
  status: SportsbookBetStatus;
  /** What its current settlement paid (0 while open or lost). */
  settledAmount: bigint;
  placedAt: Date;
}

export interface BetListSource {
  /** The vendor's bets placed in [since, until). */
  listBets(since: Date, until: Date): Promise<ProviderBet[]>;
}

const sources = new WeakMap<Db, Map<string, BetListSource>>();

/** Registers where a vendor's bet list comes from, for the platform using `db`. */
export function setBetListSource(db: Db, vendor: string, source: BetListSource | null): void {
  let byVendor = sources.get(db);
  if (!byVendor) {
    byVendor = new Map();
    sources.set(db, byVendor);
  }
  if (source) byVendor.set(vendor, source);
  else byVendor.delete(vendor);
}

export function getBetListSource(db: Db, vendor: string): BetListSource | null {
  return sources.get(db)?.get(vendor) ?? null;
}

/** Every vendor with a bet list registered for the platform using `db`. */
export function listBetListSources(db: Db): [vendor: string, source: BetListSource][] {
  return [...(sources.get(db) ?? [])];
}

type Kind = "missing_ours" | "missing_theirs" | "differs";

interface Mismatch {
  kind: Kind;
  transactionId: string;
  playerId: number | null;
  betId: number | null;
  detail: Record<string, unknown>;
}

/** Compares our bets with the vendor's in [since, until) and alerts each new mismatch. */
export async function reconcileSportsbook(
  db: Db,
  input: { vendor: string; source: BetListSource; since: Date; until: Date; now: Date },
): Promise<SportsbookReconciliation> {
  const theirs = await input.source.listBets(input.since, input.until);
  const ours = await db
    .select()
    .from(sportsbookBets)
    .where(
      and(
        eq(sportsbookBets.vendor, input.vendor),
        eq(sportsbookBets.tombstone, false),
        gte(sportsbookBets.createdAt, input.since),
        lt(sportsbookBets.createdAt, input.until),
      ),
    );
  const oursById = new Map(ours.map((bet) => [bet.extTransactionId, bet]));
  const theirsById = new Map(theirs.map((bet) => [bet.transactionId, bet]));
  const mismatches: Mismatch[] = [];

  for (const their of theirs) {
    const our = oursById.get(their.transactionId) ?? (await findOurBet(db, input.vendor, their.transactionId));
    // A vendor's discarded bet we hold as discarded (or as a tombstone) moved no money: it matches.
    if (!our || (our.tombstone && their.status !== "discarded")) {
      if (their.status === "discarded") continue;
      mismatches.push({
        kind: "missing_ours",
        transactionId: their.transactionId,
        playerId: await knownPlayer(db, their.playerId),
        betId: null,
        detail: { theirs: describeTheirs(their) },
      });
      continue;
    }
    if (our.tombstone) continue;
    const differences: Record<string, { ours: string; theirs: string }> = {};
    if (our.stake !== their.stake) differences.stake = { ours: our.stake.toString(), theirs: their.stake.toString() };
    if (our.status !== their.status) differences.status = { ours: our.status, theirs: their.status };
    if (our.settledAmount !== their.settledAmount) {
      differences.settled_amount = { ours: our.settledAmount.toString(), theirs: their.settledAmount.toString() };
    }
    if (our.currency !== their.currency) differences.currency = { ours: our.currency ?? "", theirs: their.currency };
    if (Object.keys(differences).length > 0) {
      mismatches.push({
        kind: "differs",
        transactionId: their.transactionId,
        playerId: our.playerId,
        betId: our.id,
        detail: { differences },
      });
    }
  }
  for (const our of ours) {
    // Discarded on our side and absent from theirs: the stake went back, nothing is held.
    if (theirsById.has(our.extTransactionId) || our.status === "discarded") continue;
    mismatches.push({
      kind: "missing_theirs",
      transactionId: our.extTransactionId,
      playerId: our.playerId,
      betId: our.id,
      detail: {
        ours: { stake: our.stake.toString(), status: our.status, settled_amount: our.settledAmount.toString() },
      },
    });
  }

  let created = 0;
  for (const mismatch of mismatches) {
    if (await recordMismatch(db, input.vendor, mismatch, input.now)) created += 1;
  }
  const counted = (kind: Kind) => mismatches.filter((mismatch) => mismatch.kind === kind).length;
  return {
    vendor: input.vendor,
    since: input.since.toISOString(),
    until: input.until.toISOString(),
    ours: ours.length,
    theirs: theirs.length,
    mismatches: {
      missing_ours: counted("missing_ours"),
      missing_theirs: counted("missing_theirs"),
      differs: counted("differs"),
    },
    alerts_created: created,
  };
}

/** A bet the vendor dates in the window may be ours from just outside it (clocks differ). */
async function findOurBet(db: Executor, vendor: string, transactionId: string) {
  const [bet] = await db
    .select()
    .from(sportsbookBets)
    .where(and(eq(sportsbookBets.vendor, vendor), eq(sportsbookBets.extTransactionId, transactionId)));
  return bet ?? null;
}

/** The vendor's player id as one of our players, or null (an alert names only a player we know). */
async function knownPlayer(db: Executor, id: string): Promise<number | null> {
  if (!/^\d{1,15}$/.test(id)) return null;
  return (await findUserById(db, Number(id))) ? Number(id) : null;
}

function describeTheirs(bet: ProviderBet) {
  return {
    player_id: bet.playerId,
    currency: bet.currency,
    stake: bet.stake.toString(),
    status: bet.status,
    settled_amount: bet.settledAmount.toString(),
    placed_at: bet.placedAt.toISOString(),
  };
}

/**
 * Inserts the mismatch's alert unless the same one (kind, vendor transaction id, same detail) is
 * already open; concurrent runs are serialised on a transaction-scoped advisory lock per vendor.
 */
async function recordMismatch(db: Db, vendor: string, mismatch: Mismatch, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sportsbook-reconcile:${vendor}`}))`);
    const detail = { transaction: mismatch.transactionId, ...mismatch.detail };
    const [open] = await tx
      .select({ id: sportsbookAlerts.id })
      .from(sportsbookAlerts)
      .where(
        and(
          eq(sportsbookAlerts.vendor, vendor),
          eq(sportsbookAlerts.kind, mismatch.kind),
          // Unacknowledged (no `acknowledged` key) and the same mismatch as now.
          sql`${sportsbookAlerts.detail} = ${JSON.stringify(detail)}::jsonb`,
        ),
      )
      .limit(1);
    if (open) return false;
    await tx.insert(sportsbookAlerts).values({
      vendor,
      kind: mismatch.kind,
      playerId: mismatch.playerId,
      betId: mismatch.betId,
      detail,
      createdAt: now,
    });
    return true;
  });
}
