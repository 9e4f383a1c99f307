import { bigint, bigserial, timestamp } from "drizzle-orm/pg-core";

// Column shapes that many module schemas share. Each is a function: a Drizzle column builder
// belongs to one table, so every column gets a builder of its own.

/** A point in time, stored with its zone (timestamptz) as every time in the database is. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written, filled in by the database. */
export const createdAt = () => at("created_at").notNull().defaultNow();

/** A table's own id: a bigserial, read as a JS number (ids stay far below 2^53). */
export const serialId = () => bigserial("id", { mode: "number" }).primaryKey();

/** Money in minor units: a bigint, read as a JS bigint so that no amount is rounded. */
export const minorUnits = (name: string) => bigint(name, { mode: "bigint" });
