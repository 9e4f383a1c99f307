import type { Country, Restriction } from "@croupier/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { FALLBACK_CURRENCY } from "./iso-countries.ts";
import { countries, restrictedCountries, restrictions } from "./schema.ts";

export async function listCountries(db: Executor): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.code));
  return rows.map((row) => ({ code: row.code, name: row.name, default_currency: row.defaultCurrency }));
}

/** The currency a visitor from `countryCode` starts with (EUR when unknown). */
export async function getDefaultCurrency(db: Executor, countryCode: string | null): Promise<string> {
  if (!countryCode) return FALLBACK_CURRENCY;
  const [row] = await db
    .select({ currency: countries.defaultCurrency })
    .from(countries)
    .where(eq(countries.code, countryCode))
    .limit(1);
  return row?.currency ?? FALLBACK_CURRENCY;
}

export async function listRestrictions(db: Executor): Promise<Restriction[]> {
  const rows = await db.select().from(restrictions).orderBy(asc(restrictions.id));
  return rows.map((row) => ({ mark: row.mark, resource: row.resource, scope: row.scope }));
}

/** The marks that apply to visitors from a country. */
export async function listMarksForCountry(db: Executor, countryCode: string | null): Promise<string[]> {
  if (!countryCode) return [];
  const rows = await db
    .select({ mark: restrictedCountries.mark })
    .from(restrictedCountries)
    .where(eq(restrictedCountries.countryCode, countryCode))
    .orderBy(asc(restrictedCountries.mark));
  return rows.map((row) => row.mark);
}

/** Restriction resources that refuse registration: the whole site, or registration alone. */
export const REGISTRATION_BLOCKING_RESOURCES = ["site", "registration"];

/** True when a mark of the country restricts the whole site or registration: sign-up is refused. */
export async function isRegistrationRestricted(db: Executor, countryCode: string | null): Promise<boolean> {
  if (!countryCode) return false;
  const rows = await db
    .select({ mark: restrictions.mark })
    .from(restrictions)
    .innerJoin(restrictedCountries, eq(restrictedCountries.mark, restrictions.mark))
    .where(
      and(
        eq(restrictedCountries.countryCode, countryCode),
        inArray(restrictions.resource, REGISTRATION_BLOCKING_RESOURCES),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countryExists(db: Executor, code: string): Promise<boolean> {
  const rows = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
  return rows.length > 0;
}
