import { LOCALES, type Locale } from "@croupier/contract";
import type {
  BonusDefinitionBody,
  OperatorBonusDefinition,
  PromotionState,
} from "@croupier/contract/schemas/operator-promotions";
import { count, eq, ne, sql } from "drizzle-orm";
import { listCurrencies } from "../currencies/repository.ts";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { freespinBet } from "./freespins.ts";
import { type BonusAmounts, type BonusDefinition, bonusDefinitions, playerBonuses, playerFreespins } from "./schema.ts";

// The back office's bonus definitions (issue 17): read with their state and counts, created and
// edited from one form whose meaning is checked here (422 with a message per field, keyed by its
// path), scheduled, paused, resumed and canceled. Each change is handed to `record` in its
// transaction (the routes write the audit log there). Offering and issuing read the state through
// repository.ts's liveAt/isLive; bonuses already held keep the terms copied at issue.

/** Definitions paid as prizes by id (loot boxes, lotteries, tournaments: bonuses/seed.ts): never offered. */
export const PRIZE_DEFINITION_IDS: ReadonlySet<number> = new Set([80, 81, 90, 91, 92, 93]);

const CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
const CATEGORY_PATTERN = /^[a-z_]{1,30}$/;
const MAX_MINOR = 1_000_000_000_000;
/** The kinds a player gets by a code (deposit bonus code, coupon). */
const CODED_KINDS = new Set(["deposit", "coupon"]);

type FieldErrors = Record<string, string[]>;

export type BonusEvent =
  | { kind: "created"; after: BonusDefinition }
  | { kind: "updated" | "scheduled" | "paused" | "resumed"; before: BonusDefinition; after: BonusDefinition }
  | { kind: "canceled"; before: BonusDefinition; after: BonusDefinition; reason: string };

export interface BonusAdminContext {
  now: Date;
  record: (tx: Tx, event: BonusEvent) => Promise<void>;
}

export function stateOf(definition: BonusDefinition, now: Date): PromotionState {
  if (definition.canceledAt) return "canceled";
  if (definition.pausedAt || !definition.enabled) return "paused";
  if (definition.endsAt && definition.endsAt <= now) return "ended";
  if (definition.startsAt && definition.startsAt > now) return "scheduled";
  return "live";
}

/** Every definition, newest first, with its state and how many were issued. */
export async function listOperatorBonuses(
  db: Executor,
  now: Date,
  filter: { state?: PromotionState; kind?: string } = {},
): Promise<OperatorBonusDefinition[]> {
  const rows = await db.select().from(bonusDefinitions).orderBy(sql`${bonusDefinitions.id} desc`);
  const counts = await issuedCounts(db);
  return rows
    .map((row) => viewDefinition(row, now, counts))
    .filter((view) => (!filter.state || view.state === filter.state) && (!filter.kind || view.kind === filter.kind));
}

export async function viewOperatorBonus(db: Executor, row: BonusDefinition, now: Date) {
  return viewDefinition(row, now, await issuedCounts(db, row.id));
}

interface Counts {
  bonuses: Map<number, number>;
  freespins: Map<number, number>;
}

async function issuedCounts(db: Executor, id?: number): Promise<Counts> {
  const bonusRows = await db
    .select({ id: playerBonuses.definitionId, total: count() })
    .from(playerBonuses)
    .where(id === undefined ? undefined : eq(playerBonuses.definitionId, id))
    .groupBy(playerBonuses.definitionId);
  const spinRows = await db
    .select({ id: playerFreespins.definitionId, total: count() })
    .from(playerFreespins)
    .where(id === undefined ? undefined : eq(playerFreespins.definitionId, id))
    .groupBy(playerFreespins.definitionId);
  return {
    bonuses: new Map(bonusRows.map((row) => [row.id, row.total])),
    freespins: new Map(spinRows.map((row) => [row.id, row.total])),
  };
}

function viewDefinition(row: BonusDefinition, now: Date, counts: Counts): OperatorBonusDefinition {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    title: row.titles.en ?? `Bonus ${row.id}`,
    titles: row.titles,
    match_percent: row.matchPercent,
    amounts: row.amounts,
    wager_multiplier: row.wagerMultiplier,
    contributions: row.contributions,
    activation_days: row.activationDays,
    valid_days: row.validDays,
    freespins: row.freespins ?? null,
    first_deposit_only: row.firstDepositOnly,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    paused_at: row.pausedAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    state: stateOf(row, now),
    issued_count: counts.bonuses.get(row.id) ?? 0,
    freespins_issued_count: counts.freespins.get(row.id) ?? 0,
    prize_only: PRIZE_DEFINITION_IDS.has(row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type DefinitionValues = Omit<
  typeof bonusDefinitions.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "pausedAt" | "canceledAt" | "cancelReason" | "enabled"
>;

/** Checks the form's meaning; answers the row's values or throws 422 with every field's message. */
async function checkForm(
  db: Executor,
  body: BonusDefinitionBody,
  now: Date,
  editing: BonusDefinition | null,
): Promise<DefinitionValues> {
  const fields: FieldErrors = {};
  const fail = (field: string, message: string) => {
    fields[field] = [...(fields[field] ?? []), message];
  };
  const kind = body.kind;
  if (editing && editing.kind !== kind) fail("kind", "cannot change once created: create a new bonus instead");

  // The code: coupons and deposit bonuses are got by it; welcome and registration bonuses have none.
  const code = body.code?.trim().toUpperCase() || null;
  if (CODED_KINDS.has(kind) && !code) fail("code", "must be completed for a coupon or deposit bonus");
  if ((kind === "welcome" || kind === "registration") && code) {
    fail("code", "must be empty: welcome and registration bonuses are not got by a code");
  }
  if (code && !CODE_PATTERN.test(code)) fail("code", "must be 3 to 40 letters, digits, _ or -");
  if (code && CODE_PATTERN.test(code)) {
    const [taken] = await db
      .select({ id: bonusDefinitions.id })
      .from(bonusDefinitions)
      .where(
        editing
          ? sql`${bonusDefinitions.code} = ${code} and ${ne(bonusDefinitions.id, editing.id)}`
          : eq(bonusDefinitions.code, code),
      )
      .limit(1);
    if (taken) fail("code", "has already been taken by another bonus");
  }

  const titles: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const title = (body.titles as Partial<Record<Locale, string | undefined>>)[locale]?.trim() ?? "";
    if (title.length > 100) fail(`titles.${locale}`, "is too long (maximum is 100 characters)");
    else if (title.includes("\u0000")) fail(`titles.${locale}`, "contains a character that is not allowed");
    else if (title) titles[locale] = title;
  }
  if (!titles.en && !fields["titles.en"]) fail("titles.en", "must be completed: the English title is required");

  const matchPercent = body.match_percent ?? null;
  const matches = kind === "deposit" || kind === "welcome";
  if (matchPercent !== null && !matches)
    fail("match_percent", "must be empty: only deposit and welcome bonuses match a deposit");
  if (matchPercent !== null && matches && (matchPercent < 1 || matchPercent > 1000)) {
    fail("match_percent", "must be a whole percent from 1 to 1000");
  }
  if (kind === "deposit" && matchPercent === null && !body.freespins) {
    fail("match_percent", "must be completed, or the bonus must grant free spins");
  }

  const wager = body.wager_multiplier;
  if (wager < 0 || wager > 200) fail("wager_multiplier", "must be a whole number from 0 to 200");
  if (body.activation_days < 1 || body.activation_days > 365) fail("activation_days", "must be from 1 to 365 days");
  if (body.valid_days < 1 || body.valid_days > 365) fail("valid_days", "must be from 1 to 365 days");

  const contributions: Record<string, number> = {};
  const contributionEntries = Object.entries(body.contributions);
  if (contributionEntries.length > 20) fail("contributions", "can list at most 20 categories");
  for (const [category, percent] of contributionEntries) {
    if (!CATEGORY_PATTERN.test(category)) fail(`contributions.${category}`, "is not a game category");
    else if (percent < 0 || percent > 100) fail(`contributions.${category}`, "must be a percent from 0 to 100");
    else contributions[category] = percent;
  }
  if (contributions.default === undefined && !fields.contributions) {
    fail("contributions.default", "must be completed: the share of the categories not listed");
  }

  // Amounts per currency, minor units: real-money currencies only, each value in range.
  const real = new Map(
    (await listCurrencies(db)).filter((currency) => !currency.play_money).map((currency) => [currency.code, currency]),
  );
  const amounts: Record<string, BonusAmounts> = {};
  const amountEntries = Object.entries(body.amounts);
  if (amountEntries.length === 0) fail("amounts", "must give the amounts in at least one currency");
  const fixedKind = kind === "coupon" || kind === "registration" || kind === "no_deposit";
  for (const [rawCode, given] of amountEntries) {
    const currency = rawCode.toUpperCase();
    const at = `amounts.${currency}`;
    if (!real.has(currency)) {
      fail(at, "is not a real-money currency of this casino");
      continue;
    }
    const out: BonusAmounts = {};
    for (const [field, value] of Object.entries(given) as [keyof BonusAmounts, number | null | undefined][]) {
      if (value === null || value === undefined) continue;
      if (value < 0 || value > MAX_MINOR) fail(`${at}.${field}`, "must be a whole amount in minor units, 0 or more");
      else out[field] = value;
    }
    if (fixedKind && !body.freespins && !(out.fixed_cents && out.fixed_cents > 0)) {
      fail(`${at}.fixed_cents`, "must be completed: the bonus amount, more than 0");
    }
    if (fixedKind && out.fixed_cents !== undefined && matchPercent !== null) {
      fail(`${at}.fixed_cents`, "must be empty with a match percent");
    }
    if (matches && matchPercent !== null && out.max_cents === undefined) {
      fail(`${at}.max_cents`, "must be completed: the cap of the match");
    }
    amounts[currency] = out;
  }

  let freespins: DefinitionValues["freespins"] = null;
  if (body.freespins) {
    const { count: spins, game, bet_level: betLevel } = body.freespins;
    if (spins < 1 || spins > 1000) fail("freespins.count", "must be from 1 to 1000 spins");
    if (betLevel < 1 || betLevel > 100) fail("freespins.bet_level", "must be from 1 to 100");
    else if ((await freespinBet(db, game.trim(), betLevel)) === null) {
      fail("freespins.game", "must be an in-house slot of the catalogue, playable at this bet level");
    }
    freespins = { count: spins, game: game.trim(), bet_level: betLevel };
  }

  const startsAt = parseInstant(body.starts_at, "starts_at", fail);
  const endsAt = parseInstant(body.ends_at, "ends_at", fail);
  if (startsAt && endsAt && endsAt <= startsAt) fail("ends_at", "must be after the start");
  else if (endsAt && endsAt <= now && endsAt.getTime() !== editing?.endsAt?.getTime()) {
    fail("ends_at", "must be in the future");
  }

  if (Object.keys(fields).length > 0) throw new AppError("validation_failed", undefined, { fields });
  return {
    kind,
    code,
    titles,
    matchPercent,
    amounts,
    wagerMultiplier: wager,
    contributions,
    activationDays: body.activation_days,
    validDays: body.valid_days,
    freespins,
    firstDepositOnly: body.first_deposit_only ?? false,
    startsAt,
    endsAt,
  };
}

function parseInstant(
  value: string | null | undefined,
  field: string,
  fail: (field: string, message: string) => void,
): Date | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const parsed = new Date(value);
  if (
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value.trim()) ||
    Number.isNaN(parsed.getTime())
  ) {
    fail(field, "must be a date and time with its offset, like 2026-12-01T18:00:00Z");
    return null;
  }
  return parsed;
}

export async function createBonusDefinition(db: Db, body: BonusDefinitionBody, context: BonusAdminContext) {
  return db.transaction(async (tx) => {
    const values = await checkForm(tx, body, context.now, null);
    const [row] = await tx
      .insert(bonusDefinitions)
      .values({
        ...values,
        id: sql`nextval('bonus_definitions_id_seq')` as unknown as number,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning();
    if (!row) throw new Error("bonus definition not created");
    await context.record(tx, { kind: "created", after: row });
    return row;
  });
}

async function lockedDefinition(tx: Tx, id: number): Promise<BonusDefinition> {
  const [row] = await tx.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id)).for("update");
  if (!row) throw new AppError("not_found");
  return row;
}

function refuseBase(message: string): never {
  throw new AppError("validation_failed", undefined, { fields: { base: [message] } });
}

function refuseIfFinal(row: BonusDefinition) {
  if (row.canceledAt) refuseBase("This bonus is canceled: it cannot change any more.");
}

function refuseIfPrize(row: BonusDefinition) {
  if (PRIZE_DEFINITION_IDS.has(row.id)) {
    refuseBase(
      "This bonus is paid as a prize of loot boxes, lotteries or tournaments: it is never offered, so it cannot be scheduled, paused or canceled.",
    );
  }
}

async function change(
  tx: Tx,
  id: number,
  values: Partial<typeof bonusDefinitions.$inferInsert>,
  now: Date,
): Promise<BonusDefinition> {
  const [row] = await tx
    .update(bonusDefinitions)
    .set({ ...values, updatedAt: now })
    .where(eq(bonusDefinitions.id, id))
    .returning();
  if (!row) throw new AppError("not_found");
  return row;
}

/** PUT /api/operator/bonuses/{id}: the whole form again. Bonuses already held keep their terms. */
export async function editBonusDefinition(db: Db, id: number, body: BonusDefinitionBody, context: BonusAdminContext) {
  return db.transaction(async (tx) => {
    const before = await lockedDefinition(tx, id);
    refuseIfFinal(before);
    const values = await checkForm(tx, body, context.now, before);
    if (PRIZE_DEFINITION_IDS.has(id) && (values.startsAt || values.endsAt)) {
      refuseIfPrize(before);
    }
    const after = await change(tx, id, values, context.now);
    await context.record(tx, { kind: "updated", before, after });
    return after;
  });
}

export async function scheduleBonusDefinition(
  db: Db,
  id: number,
  schedule: { starts_at: string | null; ends_at: string | null },
  context: BonusAdminContext,
) {
  return db.transaction(async (tx) => {
    const before = await lockedDefinition(tx, id);
    refuseIfFinal(before);
    refuseIfPrize(before);
    const fields: FieldErrors = {};
    const fail = (field: string, message: string) => {
      fields[field] = [message];
    };
    const startsAt = parseInstant(schedule.starts_at, "starts_at", fail);
    const endsAt = parseInstant(schedule.ends_at, "ends_at", fail);
    if (startsAt && endsAt && endsAt <= startsAt) fail("ends_at", "must be after the start");
    else if (endsAt && endsAt <= context.now) fail("ends_at", "must be in the future");
    if (Object.keys(fields).length > 0) throw new AppError("validation_failed", undefined, { fields });
    const after = await change(tx, id, { startsAt, endsAt }, context.now);
    await context.record(tx, { kind: "scheduled", before, after });
    return after;
  });
}

export async function pauseBonusDefinition(db: Db, id: number, paused: boolean, context: BonusAdminContext) {
  return db.transaction(async (tx) => {
    const before = await lockedDefinition(tx, id);
    refuseIfFinal(before);
    refuseIfPrize(before);
    if (paused && before.pausedAt) refuseBase("This bonus is already paused.");
    if (!paused && !before.pausedAt) refuseBase("This bonus is not paused.");
    const after = await change(tx, id, { pausedAt: paused ? context.now : null }, context.now);
    await context.record(tx, { kind: paused ? "paused" : "resumed", before, after });
    return after;
  });
}

/** Cancels for good: never offered or issued again; bonuses players already hold keep their terms. */
export async function cancelBonusDefinition(db: Db, id: number, reason: string, context: BonusAdminContext) {
  return db.transaction(async (tx) => {
    const before = await lockedDefinition(tx, id);
    refuseIfFinal(before);
    refuseIfPrize(before);
    const after = await change(tx, id, { canceledAt: context.now, cancelReason: reason }, context.now);
    await context.record(tx, { kind: "canceled", before, after, reason });
    return after;
  });
}

/** What the audit log keeps of a definition: its terms and schedule, as the back office shows them. */
export function auditSummary(row: BonusDefinition, now: Date) {
  return {
    kind: row.kind,
    code: row.code,
    title: row.titles.en ?? null,
    titles: row.titles,
    match_percent: row.matchPercent,
    amounts: row.amounts,
    wager_multiplier: row.wagerMultiplier,
    contributions: row.contributions,
    activation_days: row.activationDays,
    valid_days: row.validDays,
    freespins: row.freespins,
    first_deposit_only: row.firstDepositOnly,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    paused_at: row.pausedAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    state: stateOf(row, now),
  };
}
