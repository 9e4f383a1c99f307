import { z } from "zod";

/**
 * `{id}` in the path of a player's record (a bonus, free spins, a loot box): a positive integer a
 * JSON number holds exactly; anything else is the field's "invalid input", never a lookup.
 */
export const recordIdParams = z.object({
  id: z.coerce
    .number("format")
    .int("format")
    .positive("format")
    .max(2 ** 53, "format"),
});
