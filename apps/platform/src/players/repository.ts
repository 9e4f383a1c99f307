import type { PlayerField, PlayerFields } from "@croupier/contract";
import { asc } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { playerFieldContexts, playerFields } from "./schema.ts";

/** The fields and the contexts that require them, in the shape of GET /api/info/player_fields. */
export async function getPlayerFields(db: Executor): Promise<PlayerFields> {
  const fieldRows = await db.select().from(playerFields).orderBy(asc(playerFields.position));
  const contextRows = await db
    .select()
    .from(playerFieldContexts)
    .orderBy(asc(playerFieldContexts.context), asc(playerFieldContexts.position));
  const lists: Record<string, string[]> = {};
  for (const row of contextRows) {
    lists[row.context] = [...(lists[row.context] ?? []), row.field];
  }
  const { registration = [], edition = [], deposit = [], cashout = [], ...providers } = lists;
  // No payment system asks for more fields than the deposit and cashout contexts.
  const contexts = { registration, edition, deposit, cashout, ...providers, payment_systems: {} };
  return { fields: fieldRows.map(toPlayerField), contexts };
}

function toPlayerField(row: typeof playerFields.$inferSelect): PlayerField {
  const field: PlayerField = { field: row.field, type: row.type };
  if (row.lengthMinimum !== null && row.lengthMaximum !== null) {
    field.length = { minimum: row.lengthMinimum, maximum: row.lengthMaximum };
  }
  if (row.onceSet) field.once_set = true;
  if (row.ageMinimum !== null) field.age = { min: { default: row.ageMinimum } };
  if (row.inclusion) field.inclusion = { in: row.inclusion };
  return field;
}
