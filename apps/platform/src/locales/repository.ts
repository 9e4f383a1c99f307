import type { LocaleInfo } from "@croupier/contract";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { locales } from "./schema.ts";

/** The site's languages in menu order, in the shape of GET /api/info/locales. */
export async function listLocales(db: Executor): Promise<LocaleInfo[]> {
  const rows = await db.select().from(locales).orderBy(asc(locales.position), asc(locales.code));
  return rows.map((row) => ({ code: row.code, name: row.name, name_in_locale: row.nameInLocale, default: row.isDefault }));
}

export async function localeExists(db: Executor, code: string): Promise<boolean> {
  const rows = await db.select({ code: locales.code }).from(locales).where(eq(locales.code, code)).limit(1);
  return rows.length > 0;
}
