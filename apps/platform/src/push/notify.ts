import { isLocale, type Locale, localizePath, type PushKind } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { formatMoney } from "../currencies/amounts.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { isExcluded } from "../exclusions/guard.ts";
import { findUserById } from "../identity/repository.ts";
import { findDisabledKinds, insertPushMessages, listSubscriptions } from "./repository.ts";
import type { PushPayload } from "./schema.ts";
import { type PushTextValues, pushTexts } from "./texts.ts";

// What other modules call when something a player wants to hear about happened: `queuePush` in the
// transaction of the event. It stores one push per subscription of the player (nothing when the
// player has none or turned the kind off) and notifies the delivery job, which sends once the
// transaction commits (nothing is sent when it rolls back). It never calls the push service.

/** A name in the player's language: the titles by locale (English as the fallback), or one text. */
export type PushName = string | Partial<Record<string, string>>;

export type PushEvent = { playerId: number; now: Date; ref: string } & (
  | { kind: "deposit_success" | "withdrawal_paid"; amountCents: bigint; currency: string }
  | { kind: "bonus_awarded"; name: PushName }
  | { kind: "freespins_awarded"; count: number; name: PushName }
  | { kind: "level_up"; name: PushName }
  | { kind: "tournament_result"; place: number; name: PushName; tournamentId: number }
  | { kind: "bet_settled"; outcome: "won" | "void"; amountCents: bigint; currency: string; name: PushName }
);

/** Promotional kinds: never pushed to a player in a time-out or self-exclusion (exclusions/). */
const MARKETING_KINDS: ReadonlySet<PushKind> = new Set(["bonus_awarded", "freespins_awarded", "level_up"]);
/** Betting news: not pushed to an excluded player either (the bet history and balance still say it). */
const BETTING_KINDS: ReadonlySet<PushKind> = new Set(["bet_settled"]);

/** Where a push opens, within the site (the service worker opens it on our origin). */
function pathOf(event: PushEvent): string {
  switch (event.kind) {
    case "deposit_success":
      return "/games";
    case "withdrawal_paid":
      return "/withdraw";
    case "bonus_awarded":
    case "freespins_awarded":
      return "/profile/bonuses";
    case "level_up":
      return "/vip";
    case "tournament_result":
      return `/tournaments/${event.tournamentId}`;
    case "bet_settled":
      return "/sports/bets";
  }
}

/** The NOTIFY channel of the schema in use: the delivery job of every node listens on it. */
export function pushNotifyChannelSql() {
  return sql`left('croupier_push_' || current_schema(), 63)`;
}

/** Queues the push of `event` in the caller's transaction; answers how many browsers it goes to. */
export async function queuePush(tx: Executor, event: PushEvent): Promise<number> {
  const subscriptions = await listSubscriptions(tx, event.playerId);
  if (subscriptions.length === 0) return 0;
  if ((await findDisabledKinds(tx, event.playerId)).includes(event.kind)) return 0;
  const exclusionBound = MARKETING_KINDS.has(event.kind) || BETTING_KINDS.has(event.kind);
  if (exclusionBound && (await isExcluded(tx, event.playerId, event.now))) return 0;
  const player = await findUserById(tx, event.playerId);
  if (!player) return 0;
  const locale: Locale = isLocale(player.locale) ? player.locale : "en";
  const payload: PushPayload = {
    ...pushTexts(locale)[event.kind](await valuesOf(tx, event, locale)),
    url: localizePath(pathOf(event), locale),
    tag: `${event.kind}:${event.ref}`.slice(0, 64),
  };
  const stored = await insertPushMessages(
    tx,
    subscriptions.map((subscription) => ({
      subscriptionId: subscription.id,
      dedupeKey: `${event.kind}:${event.ref}:${subscription.id}`,
      kind: event.kind,
      payload,
    })),
  );
  if (stored > 0) await tx.execute(sql`select pg_notify(${pushNotifyChannelSql()}, '')`);
  return stored;
}

async function valuesOf(tx: Executor, event: PushEvent, locale: Locale): Promise<PushTextValues> {
  switch (event.kind) {
    case "deposit_success":
    case "withdrawal_paid": {
      const currency = await findCurrency(tx, event.currency);
      return { amount: formatMoney(event.amountCents, event.currency, currency?.subunitsToUnit ?? 100, locale) };
    }
    case "freespins_awarded":
      return { count: event.count, name: nameIn(event.name, locale) };
    case "tournament_result":
      return { count: event.place, name: nameIn(event.name, locale) };
    case "bet_settled": {
      const currency = await findCurrency(tx, event.currency);
      return {
        amount: formatMoney(event.amountCents, event.currency, currency?.subunitsToUnit ?? 100, locale),
        name: nameIn(event.name, locale),
        outcome: event.outcome,
      };
    }
    default:
      return { name: nameIn(event.name, locale) };
  }
}

function nameIn(name: PushName, locale: Locale): string {
  if (typeof name === "string") return name;
  return name[locale] || name.en || Object.values(name).find(Boolean) || "";
}
