import { LOCALES, type Locale } from "@croupier/contract";
import type { LootboxTemplateBody, OperatorLootboxTemplate } from "@croupier/contract/schemas/operator-promotions";
import { count, eq, sql } from "drizzle-orm";
import { findDefinition } from "../bonuses/repository.ts";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { type LootboxTemplate, type LootboxTemplateItem, lootboxTemplates, playerLootboxes } from "./schema.ts";

// The back office's loot box templates (issue 17): listed with their state and counts; titles,
// prizes and weights edited (boxes already awarded keep the prizes they were awarded with: their
// items are copied at award, award.ts); paused (no box of it is awarded meanwhile) and resumed.

export type LootboxEvent = {
  kind: "updated" | "paused" | "resumed";
  before: LootboxTemplate;
  after: LootboxTemplate;
};

export interface LootboxAdminContext {
  now: Date;
  record: (tx: Tx, event: LootboxEvent) => Promise<void>;
}

export async function listOperatorLootboxes(db: Executor): Promise<OperatorLootboxTemplate[]> {
  const rows = await db.select().from(lootboxTemplates).orderBy(lootboxTemplates.key);
  const counts = await db
    .select({
      key: playerLootboxes.templateKey,
      awarded: count(),
      opened: sql<number>`count(*) filter (where ${playerLootboxes.stage} = 'opened')`.mapWith(Number),
    })
    .from(playerLootboxes)
    .groupBy(playerLootboxes.templateKey);
  const byKey = new Map(counts.map((row) => [row.key, row]));
  return rows.map((row) => viewTemplate(row, byKey.get(row.key)));
}

export async function viewOperatorLootbox(db: Executor, key: string): Promise<OperatorLootboxTemplate> {
  const view = (await listOperatorLootboxes(db)).find((template) => template.key === key);
  if (!view) throw new AppError("not_found");
  return view;
}

function viewTemplate(row: LootboxTemplate, counts?: { awarded: number; opened: number }): OperatorLootboxTemplate {
  const total = row.items.reduce((sum, item) => sum + item.weight, 0);
  return {
    key: row.key,
    title: row.titles.en ?? row.key,
    titles: row.titles,
    items: row.items.map((item) => ({
      id: item.id,
      weight: item.weight,
      chance_percent: total > 0 ? Math.round((item.weight / total) * 10_000) / 100 : 0,
      prize: item.prize,
    })),
    valid_days: row.validDays,
    state: row.pausedAt ? "paused" : "live",
    paused_at: row.pausedAt?.toISOString() ?? null,
    awarded_count: counts?.awarded ?? 0,
    opened_count: counts?.opened ?? 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function locked(tx: Tx, key: string): Promise<LootboxTemplate> {
  const [row] = await tx.select().from(lootboxTemplates).where(eq(lootboxTemplates.key, key)).for("update");
  if (!row) throw new AppError("not_found");
  return row;
}

/** PUT /api/operator/lootbox_templates/{key}: 422 with a message per field (`titles.en`, `items.2.weight`…). */
export async function editLootboxTemplate(
  db: Db,
  key: string,
  body: LootboxTemplateBody,
  context: LootboxAdminContext,
) {
  return db.transaction(async (tx) => {
    const before = await locked(tx, key);
    const fields: Record<string, string[]> = {};
    const fail = (field: string, message: string) => {
      fields[field] = [...(fields[field] ?? []), message];
    };
    const titles: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const title = (body.titles as Partial<Record<Locale, string | undefined>>)[locale]?.trim() ?? "";
      if (title.length > 100) fail(`titles.${locale}`, "is too long (maximum is 100 characters)");
      else if (title) titles[locale] = title;
    }
    if (!titles.en && !fields["titles.en"]) fail("titles.en", "must be completed: the English title is required");
    if (body.valid_days < 1 || body.valid_days > 365) fail("valid_days", "must be from 1 to 365 days");
    if (body.items.length === 0) fail("items", "must hold at least one prize");
    const items: LootboxTemplateItem[] = [];
    for (const [index, item] of body.items.entries()) {
      const at = `items.${index + 1}`;
      if (item.weight < 1 || item.weight > 1_000_000) fail(`${at}.weight`, "must be a whole number from 1 to 1000000");
      const prize = item.prize;
      if (prize.kind === "bonus" && !(prize.euros > 0 && prize.euros <= 10_000)) {
        fail(`${at}.euros`, "must be more than 0 and at most 10000 euros");
      }
      if (prize.kind === "comp_points" && (prize.points < 1 || prize.points > 1_000_000)) {
        fail(`${at}.points`, "must be from 1 to 1000000 points");
      }
      if (prize.kind === "freespins") {
        const definition = await findDefinition(tx, prize.definition_id);
        if (!definition?.freespins) fail(`${at}.definition_id`, "must name a bonus definition that grants free spins");
      }
      items.push({ id: index + 1, weight: item.weight, prize });
    }
    if (Object.keys(fields).length > 0) throw new AppError("validation_failed", undefined, { fields });
    const [after] = await tx
      .update(lootboxTemplates)
      .set({ titles, items, validDays: body.valid_days, updatedAt: context.now })
      .where(eq(lootboxTemplates.key, key))
      .returning();
    if (!after) throw new AppError("not_found");
    await context.record(tx, { kind: "updated", before, after });
    return after;
  });
}

export async function pauseLootboxTemplate(db: Db, key: string, paused: boolean, context: LootboxAdminContext) {
  return db.transaction(async (tx) => {
    const before = await locked(tx, key);
    const refuse = (message: string): never => {
      throw new AppError("validation_failed", undefined, { fields: { base: [message] } });
    };
    if (paused && before.pausedAt) refuse("This loot box is already paused.");
    if (!paused && !before.pausedAt) refuse("This loot box is not paused.");
    const [after] = await tx
      .update(lootboxTemplates)
      .set({ pausedAt: paused ? context.now : null, updatedAt: context.now })
      .where(eq(lootboxTemplates.key, key))
      .returning();
    if (!after) throw new AppError("not_found");
    await context.record(tx, { kind: paused ? "paused" : "resumed", before, after });
    return after;
  });
}

export function lootboxAuditSummary(row: LootboxTemplate) {
  return {
    titles: row.titles,
    items: row.items,
    valid_days: row.validDays,
    paused_at: row.pausedAt?.toISOString() ?? null,
  };
}
