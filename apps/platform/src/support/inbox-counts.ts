import { count, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { contactMessages } from "./schema.ts";

// The support inbox counted for the back office's dashboard.

/** Messages the staff still has to handle: inbox status `new` or `open`. */
export async function countOpenInboxMessages(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(inArray(contactMessages.inboxStatus, ["new", "open"]));
  return row?.total ?? 0;
}
