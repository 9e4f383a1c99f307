import type { UserChannel } from "./channels.ts";

// What the notification centre shows, read from a channel's publication (pure: no React, no I/O).
// Payloads are read leniently: a notification body may carry its fields in `data` (free spins:
// body.data {title, stage, games[], freespins_total, activatable_until, activation_path}) or at
// the top (payments_changes: {id, amount_cents, currency, action, payment_system, success, ...}).

export interface FreespinOffer {
  id: number | null;
  title: string;
  stage: string;
  games: string[];
  freespins_total: number;
  activatable_until: string | null;
  activation_path: string | null;
}

export interface PaymentResult {
  id: number | null;
  amount_cents: number;
  currency: string;
  action: "deposit" | "cashout";
  payment_system: string;
  /** True succeeded, false failed, null still under way. */
  success: boolean | null;
}

/** A sports bet of our book once settled (or settled again): what it returned, on what. */
export interface SettledBet {
  id: number | null;
  /** won, lost, void, half_won, half_lost or settled (any other return). */
  status: string;
  stake_cents: number;
  return_cents: number;
  currency: string;
  /** The first leg's event, with "+N" for an accumulator's other legs. */
  name: string;
}

interface Base {
  /** One item per thing: a later event about the same payment, bonus or offer replaces it. */
  key: string;
  receivedAt: number;
  title: string;
  /** The title per locale when the event carries them (bonuses and free spins: `titles`). */
  titles?: Record<string, string>;
}

export type SiteNotification =
  | (Base & { kind: "level" })
  | (Base & { kind: "bonus"; stage: string })
  | (Base & { kind: "freespins"; offer: FreespinOffer })
  | (Base & { kind: "payment"; payment: PaymentResult })
  | (Base & { kind: "bet"; bet: SettledBet });

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const number = (value: unknown): number | null => {
  const parsed = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof parsed === "number" && Number.isFinite(parsed) ? parsed : null;
};

/** The body's fields: `data` when the publication wraps them, else the publication itself. */
function bodyOf(data: unknown): Data {
  if (!isObject(data)) return {};
  return isObject(data.data) ? { ...data, ...data.data } : data;
}

export function toFreespinOffer(body: Data): FreespinOffer {
  const games = Array.isArray(body.games) ? body.games.map(text).filter(Boolean) : [];
  return {
    id: number(body.id),
    title: text(body.title),
    stage: text(body.stage),
    games,
    freespins_total: number(body.freespins_total) ?? 0,
    activatable_until: text(body.activatable_until) || null,
    activation_path: text(body.activation_path) || null,
  };
}

const FINAL_STATES = ["succeeded", "declined", "rejected", "canceled", "recalled"];

function toPayment(body: Data): PaymentResult {
  // Finished when it says so (finished_at, a final state); until then neither success nor failure.
  const isFinished = text(body.finished_at) !== "" || FINAL_STATES.includes(text(body.state));
  return {
    id: number(body.id),
    amount_cents: number(body.amount_cents) ?? 0,
    currency: text(body.currency),
    action: body.action === "cashout" ? "cashout" : "deposit",
    payment_system: text(body.payment_system) || text(body.system_name),
    success: body.success === true ? true : isFinished ? false : null,
  };
}

/** The settled bet a `sportsbook_bets` publication carries ({event, bet: BookBet}), or null. */
function toSettledBet(body: Data): SettledBet | null {
  if ((body.event !== "settled" && body.event !== "resettled") || !isObject(body.bet)) return null;
  const bet = body.bet;
  const legs = Array.isArray(bet.legs) ? bet.legs.filter(isObject) : [];
  const first = text(legs[0]?.event_name);
  return {
    id: number(bet.id),
    status: text(bet.status),
    stake_cents: number(bet.stake_cents) ?? 0,
    return_cents: number(bet.return_cents) ?? 0,
    currency: text(bet.currency),
    name: legs.length > 1 ? `${first} +${legs.length - 1}` : first,
  };
}

/** `titles` (the title per locale) when the body carries them. */
function localized(body: Data): { titles?: Record<string, string> } {
  if (!isObject(body.titles)) return {};
  const entries = Object.entries(body.titles).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length ? { titles: Object.fromEntries(entries) } : {};
}

/**
 * The notification a publication on `name` makes, or null (the balance channel, a payload that
 * names nothing). `sequence` tells items without an id apart.
 */
export function toNotification(name: UserChannel, data: unknown, now: number, sequence = 0): SiteNotification | null {
  const body = bodyOf(data);
  const id = number(body.id);
  const key = `${name}:${id ?? `n${sequence}`}`;
  const title = text(body.title) || text(body.name);
  switch (name) {
    case "comps_award": {
      // A level-up names its level ({level: {id, name}}); the level's name is what the item says.
      const level = isObject(body.level) ? text(body.level.name) : text(body.level);
      return { kind: "level", key, receivedAt: now, title: level || title || text(body.status) };
    }
    case "bonuses_changes":
      // Wagering progress after a bet updates the bonus views, not the bell: only stage changes do.
      if (body.event === "progress") return null;
      return { kind: "bonus", key, receivedAt: now, title, ...localized(body), stage: text(body.stage) };
    case "freespins_changes":
      return { kind: "freespins", key, receivedAt: now, title, ...localized(body), offer: toFreespinOffer(body) };
    case "payments_changes":
      if (number(body.amount_cents) === null) return null;
      return { kind: "payment", key, receivedAt: now, title, payment: toPayment(body) };
    case "sportsbook_bets": {
      // A placement is the slip's own receipt; a settlement (or a resettlement) is news.
      const bet = toSettledBet(body);
      if (!bet) return null;
      return { kind: "bet", key: `${name}:${bet.id ?? `n${sequence}`}`, receivedAt: now, title: bet.name, bet };
    }
    default:
      return null;
  }
}

/** The list with `item` on top; an older item with the same key leaves; at most `limit` kept. */
export function addNotification(
  list: readonly SiteNotification[],
  item: SiteNotification,
  limit = 50,
): SiteNotification[] {
  return [item, ...list.filter((one) => one.key !== item.key)].slice(0, limit);
}

export function removeNotification(list: readonly SiteNotification[], key: string): SiteNotification[] {
  return list.filter((one) => one.key !== key);
}
