import type { Currency } from "@croupier/contract";
import { asc } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { currencies } from "./schema.ts";

/** Every currency in the shape of GET /api/info/currencies. */
export async function listCurrencies(db: Executor): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.code));
  return rows.map((row) => ({
    code: row.code,
    symbol: row.symbol,
    subunits_to_unit: row.subunitsToUnit,
    fiat: row.fiat,
    play_money: row.playMoney,
    default: row.isDefault,
    subcurrencies: [],
  }));
}
