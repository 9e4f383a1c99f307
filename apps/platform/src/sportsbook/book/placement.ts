import { createHash } from "node:crypto";
import type { BookBetReceipt, FieldErrors, Locale, PlaceBookBetsBody } from "@croupier/contract";
import { mul, type Rational, rational } from "@croupier/contract/odds";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { formatMoney } from "../../currencies/amounts.ts";
import { findCurrency } from "../../currencies/repository.ts";
import type { Db, Tx } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import { assertMayPlay } from "../../exclusions/guard.ts";
import { findAccount } from "../../ledger/accounts.ts";
import { publishBalance } from "../../payments/balance-events.ts";
import { publishToUser } from "../../realtime/publish.ts";
import { commitBet, HOUSE_VENDOR, placeBet, placedBetRowId } from "../wallet.ts";
import { priceMove, priceOf, priceText } from "./prices.ts";
import {
  sportsbookBookBets,
  sportsbookBookLegs,
  sportsbookBookSettings,
  sportsbookBookSlips,
  sportsbookEvents,
  sportsbookLiability,
  sportsbookMarkets,
  sportsbookSelections,
} from "./schema.ts";
import { bookTexts } from "./texts.ts";
import { betViews, eventBettable, potentialReturn } from "./views.ts";

// Placing a bet slip on our book: every bet or none, in one database transaction. The slip first
// claims (player, client key): a retry waits for the first, then answers its receipt. The markets
// of the slip are row-locked (in id order) so a price edit, a suspension or a settlement cannot slip
// between the checks and the debit; then every check (market open, event not started, selection
// offered, the price against the player's acceptance of changes, one event per accumulator, the
// stake limits per bet and per event); then each bet goes through the sportsbook wallet (vendor
// "house": block, exclusion, limits and funds under the account's lock, and the debit); then the
// liability per selection grows, and a selection past the currency's limit suspends its market.

export interface PlaceSlipInput {
  playerId: number;
  locale: Locale;
  body: PlaceBookBetsBody;
  now: Date;
}

export interface PlacedSlip {
  receipt: BookBetReceipt;
  /** True when the key had been used: the first receipt, nothing placed now. */
  replayed: boolean;
}

const requestHash = (body: PlaceBookBetsBody) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

export async function placeSlip(db: Db, input: PlaceSlipInput): Promise<PlacedSlip> {
  const { playerId, locale, body, now } = input;
  const texts = bookTexts(locale);
  const hash = requestHash(body);
  // A player in a time-out or self-exclusion is refused before anything (403, the casino's words);
  // the wallet checks again under the account's lock.
  await assertMayPlay(db, playerId, now, locale);
  return db.transaction(async (tx) => {
    const [slip] = await tx
      .insert(sportsbookBookSlips)
      .values({ playerId, idempotencyKey: body.idempotency_key, requestHash: hash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: sportsbookBookSlips.id });
    if (!slip) {
      const [first] = await tx
        .select()
        .from(sportsbookBookSlips)
        .where(
          and(eq(sportsbookBookSlips.playerId, playerId), eq(sportsbookBookSlips.idempotencyKey, body.idempotency_key)),
        );
      if (!first?.receipt || first.requestHash !== hash) {
        throw new AppError("validation_failed", undefined, { fields: { idempotency_key: [texts.keyReused] } });
      }
      return { receipt: first.receipt as BookBetReceipt, replayed: true };
    }
    const [settings] = await tx
      .select()
      .from(sportsbookBookSettings)
      .where(eq(sportsbookBookSettings.currency, body.currency));
    if (!settings || !(await findAccount(tx, "player", body.currency, playerId))) {
      throw new AppError("validation_failed", undefined, { fields: { currency: [texts.currencyClosed] } });
    }
    const subunits = (await findCurrency(tx, body.currency))?.subunitsToUnit ?? 100;
    const money = (cents: bigint) => formatMoney(cents, body.currency, subunits, locale);

    const checked = await checkSlip(tx, input, settings, money);
    let balance = 0n;
    const placedIds: number[] = [];
    for (const [index, bet] of checked.bets.entries()) {
      const potential = potentialReturn(bet.stake, bet.legs, settings.maxPayout);
      // A nested transaction (a savepoint of this one): a refusal below rolls the whole slip back.
      const answer = await placeBet(
        tx as unknown as Db,
        {
          vendor: HOUSE_VENDOR,
          transactionId: `slip:${slip.id}:${index}`,
          playerId,
          sessionId: null,
          currency: body.currency,
          amount: bet.stake,
          betslip: { book: true, slip: slip.id, selections: bet.legs.map((leg) => leg.selectionId) },
          locale,
        },
        now,
      );
      if (!answer.ok) {
        if (answer.error === "not_enough_money") throw new AppError("insufficient_funds");
        if (answer.error === "limits_exceeded") throw new AppError("limit_reached", answer.message);
        throw new AppError("player_disabled");
      }
      balance = BigInt(answer.balance);
      const placementId = Number(answer.betId);
      // Our book accepts at once: the bet is open (a vendor's would wait for its commit).
      await commitBet(tx as unknown as Db, HOUSE_VENDOR, placementId);
      const walletBetId = await placedBetRowId(tx, HOUSE_VENDOR, placementId);
      if (walletBetId === null) throw new Error("the wallet placed no bet");
      const total = storableTotal(
        bet.legs.reduce<Rational>((product, leg) => mul(product, priceOf(leg)), rational(1n)),
      );
      const [row] = await tx
        .insert(sportsbookBookBets)
        .values({
          slipId: slip.id,
          walletBetId,
          placementId,
          playerId,
          currency: body.currency,
          stake: bet.stake,
          totalNum: total.n,
          totalDen: total.d,
          maxPayout: settings.maxPayout,
          potentialReturn: potential.payout,
          capped: potential.capped,
          createdAt: now,
        })
        .returning({ id: sportsbookBookBets.id });
      if (!row) throw new Error("book bet not stored");
      placedIds.push(row.id);
      await tx.insert(sportsbookBookLegs).values(
        bet.legs.map((leg) => ({
          betId: row.id,
          selectionId: leg.selectionId,
          marketId: leg.marketId,
          eventId: leg.eventId,
          priceNum: leg.priceNum,
          priceDen: leg.priceDen,
        })),
      );
      for (const leg of bet.legs) {
        const [liability] = await tx
          .insert(sportsbookLiability)
          .values({
            selectionId: leg.selectionId,
            currency: body.currency,
            stake: bet.stake,
            potentialReturn: potential.payout,
            bets: 1,
          })
          .onConflictDoUpdate({
            target: [sportsbookLiability.selectionId, sportsbookLiability.currency],
            set: {
              stake: sql`${sportsbookLiability.stake} + ${bet.stake}`,
              potentialReturn: sql`${sportsbookLiability.potentialReturn} + ${potential.payout}`,
              bets: sql`${sportsbookLiability.bets} + 1`,
            },
          })
          .returning({ potentialReturn: sportsbookLiability.potentialReturn });
        if (liability && liability.potentialReturn >= settings.liabilityLimit) {
          await tx
            .update(sportsbookMarkets)
            .set({ status: "suspended", updatedAt: now })
            .where(and(eq(sportsbookMarkets.id, leg.marketId), eq(sportsbookMarkets.status, "open")));
        }
      }
    }
    const bets = await tx
      .select()
      .from(sportsbookBookBets)
      .where(inArray(sportsbookBookBets.id, placedIds))
      .orderBy(asc(sportsbookBookBets.id));
    const receipt: BookBetReceipt = {
      idempotency_key: body.idempotency_key,
      currency: body.currency,
      bets: await betViews(tx, bets),
      balance_cents: Number(balance),
      price_changes_accepted: checked.priceChanged,
    };
    await tx.update(sportsbookBookSlips).set({ receipt }).where(eq(sportsbookBookSlips.id, slip.id));
    await publishBalance(tx, playerId, body.currency);
    await publishToUser(tx, "sportsbook_bets", playerId, { event: "placed", bets: receipt.bets });
    return { receipt, replayed: false };
  });
}

const INT8_MAX = 2n ** 63n - 1n;
const NINE_PLACES = 10n ** 9n;

/**
 * The accumulator's total price as an int8 fraction: exact when it fits (20 legs of two-decimal
 * prices do not), else rounded down to 9 decimals (and at most INT8_MAX / 10^9). Only shown: a
 * settlement multiplies the legs' exact prices.
 */
function storableTotal(total: Rational): Rational {
  if (total.n <= INT8_MAX && total.d <= INT8_MAX) return total;
  const scaled = (total.n * NINE_PLACES) / total.d;
  return rational(scaled < INT8_MAX ? scaled : INT8_MAX, NINE_PLACES);
}

interface CheckedLeg {
  selectionId: number;
  marketId: number;
  eventId: number;
  priceNum: bigint;
  priceDen: bigint;
}

interface CheckedSlip {
  bets: { stake: bigint; legs: CheckedLeg[] }[];
  priceChanged: boolean;
}

/** Row-locks the slip's markets and checks every bet; a 422 with each failing field, or the bets at today's prices. */
async function checkSlip(
  tx: Tx,
  input: PlaceSlipInput,
  settings: typeof sportsbookBookSettings.$inferSelect,
  money: (cents: bigint) => string,
): Promise<CheckedSlip> {
  const { body, now, playerId } = input;
  const texts = bookTexts(input.locale);
  const ids = [...new Set(body.bets.flatMap((bet) => bet.selections.map((leg) => leg.selection_id)))];
  const found = await tx.select().from(sportsbookSelections).where(inArray(sportsbookSelections.id, ids));
  const marketIds = [...new Set(found.map((selection) => selection.marketId))].sort((a, b) => a - b);
  const markets =
    marketIds.length === 0
      ? []
      : await tx
          .select()
          .from(sportsbookMarkets)
          .where(inArray(sportsbookMarkets.id, marketIds))
          .orderBy(asc(sportsbookMarkets.id))
          .for("update");
  // Read again under the markets' locks: a price edit locks its market first.
  const selections =
    marketIds.length === 0
      ? []
      : await tx.select().from(sportsbookSelections).where(inArray(sportsbookSelections.id, ids));
  const eventIds = [...new Set(markets.map((market) => market.eventId))];
  const events =
    eventIds.length === 0 ? [] : await tx.select().from(sportsbookEvents).where(inArray(sportsbookEvents.id, eventIds));
  const selectionById = new Map(selections.map((row) => [row.id, row]));
  const marketById = new Map(markets.map((row) => [row.id, row]));
  const eventById = new Map(events.map((row) => [row.id, row]));

  // What the player has staked on each event already (a bet has at most one leg per event).
  const staked = new Map<number, bigint>();
  if (eventIds.length > 0) {
    const rows = await tx
      .select({ eventId: sportsbookBookLegs.eventId, total: sql<string>`sum(${sportsbookBookBets.stake})` })
      .from(sportsbookBookLegs)
      .innerJoin(sportsbookBookBets, eq(sportsbookBookBets.id, sportsbookBookLegs.betId))
      .where(
        and(
          eq(sportsbookBookBets.playerId, playerId),
          eq(sportsbookBookBets.currency, body.currency),
          inArray(sportsbookBookLegs.eventId, eventIds),
        ),
      )
      .groupBy(sportsbookBookLegs.eventId);
    for (const row of rows) staked.set(Number(row.eventId), BigInt(row.total));
  }

  const fields: FieldErrors = {};
  const fail = (path: string, message: string) => {
    fields[path] = [...(fields[path] ?? []), message];
  };
  let priceChanged = false;
  const bets: CheckedSlip["bets"] = [];
  for (const [b, bet] of body.bets.entries()) {
    const stake = BigInt(bet.stake_cents);
    const legs: CheckedLeg[] = [];
    const seenEvents = new Set<number>();
    const seenSelections = new Set<number>();
    for (const [l, leg] of bet.selections.entries()) {
      const path = `bets.${b}.selections.${l}`;
      const selection = selectionById.get(leg.selection_id);
      const market = selection ? marketById.get(selection.marketId) : undefined;
      const event = market ? eventById.get(market.eventId) : undefined;
      if (!selection || !market || !event || !selection.active) {
        fail(`${path}.selection_id`, texts.selectionUnavailable);
        continue;
      }
      if (seenSelections.has(selection.id)) fail(`${path}.selection_id`, texts.duplicateSelection);
      else if (seenEvents.has(event.id)) fail(`${path}.selection_id`, texts.sameEvent);
      seenSelections.add(selection.id);
      seenEvents.add(event.id);
      if (!eventBettable(event, now)) fail(`${path}.selection_id`, texts.eventStarted);
      else if (market.status !== "open") fail(`${path}.selection_id`, texts.marketClosed);
      const price = priceOf(selection);
      const move = priceMove(leg.price, price);
      if (move !== 0) {
        const accepted = body.accept_price_changes === "any" || (body.accept_price_changes === "higher" && move > 0);
        if (accepted) priceChanged = true;
        else fail(`${path}.price`, texts.priceChanged(priceText(price)));
      }
      legs.push({
        selectionId: selection.id,
        marketId: market.id,
        eventId: event.id,
        priceNum: selection.priceNum,
        priceDen: selection.priceDen,
      });
    }
    const stakePath = `bets.${b}.stake_cents`;
    if (stake < settings.minStake) fail(stakePath, texts.stakeMin(money(settings.minStake)));
    else if (stake > settings.maxStake) fail(stakePath, texts.stakeMax(money(settings.maxStake)));
    else {
      for (const eventId of seenEvents) {
        const before = staked.get(eventId) ?? 0n;
        if (before + stake > settings.maxEventStake) {
          const room = settings.maxEventStake > before ? settings.maxEventStake - before : 0n;
          fail(stakePath, texts.eventStakeMax(money(room)));
          break;
        }
      }
      for (const eventId of seenEvents) staked.set(eventId, (staked.get(eventId) ?? 0n) + stake);
    }
    bets.push({ stake, legs });
  }
  if (Object.keys(fields).length > 0) throw new AppError("validation_failed", undefined, { fields });
  return { bets, priceChanged };
}
