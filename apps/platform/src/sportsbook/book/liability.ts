import { inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/database.ts";
import { sportsbookLiability } from "./schema.ts";

// The liability of a selection is what the book may still have to pay on it: the stakes and
// potential returns of the bets whose leg on it is not settled yet and which no lost leg has
// already decided. Placement adds each new bet; a settlement, a resettle or a void recounts the
// selections it touched from the legs (its market's, and every other leg of the bets on it, as a
// lost leg kills an accumulator), so the figures — and the suspension they trigger at placement —
// follow the results both ways.

/**
 * Recounts the liability rows of these selections (of these markets) from their open legs; rows
 * stay, at zero when nothing is open. The markets let the legs be found by their market index.
 */
export async function recountLiability(
  tx: Tx,
  selections: readonly { selectionId: number; marketId: number }[],
): Promise<void> {
  const ids = [...new Set(selections.map((entry) => entry.selectionId))].sort((a, b) => a - b);
  const marketIds = [...new Set(selections.map((entry) => entry.marketId))];
  if (ids.length === 0) return;
  const list = (values: number[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  // Rows locked in id order (placement adds to them under its markets' locks).
  await tx
    .update(sportsbookLiability)
    .set({ stake: 0n, potentialReturn: 0n, bets: 0 })
    .where(inArray(sportsbookLiability.selectionId, ids));
  await tx.execute(sql`
    insert into sportsbook_liability (selection_id, currency, stake, potential_return, bets)
    select l.selection_id, b.currency, sum(b.stake), sum(b.potential_return), count(*)::int
    from sportsbook_book_legs l
    join sportsbook_book_bets b on b.id = l.bet_id
    where l.market_id in (${list(marketIds)})
      and l.selection_id in (${list(ids)})
      and l.result is null
      and not exists (select 1 from sportsbook_book_legs o where o.bet_id = l.bet_id and o.result = 'lost')
    group by l.selection_id, b.currency
    on conflict (selection_id, currency) do update
      set stake = excluded.stake, potential_return = excluded.potential_return, bets = excluded.bets
  `);
}
