import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { settings } from "./schema.ts";

/** Reads a settings document and checks it against its schema; a missing key is a server fault. */
export async function getSetting<T extends z.ZodType>(db: Executor, key: string, schema: T): Promise<z.infer<T>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (!row) throw new AppError("internal", undefined, { cause: new Error(`setting ${key} is missing`) });
  return schema.parse(row.value);
}
