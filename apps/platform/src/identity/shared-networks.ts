import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

// Other players seen at the same IP addresses as a player (the back office's withdrawal risk
// hints): the addresses of their sign-in history, live sessions and last two sign-ins. Devices are
// not compared: the device cookie (trusted_devices) is replaced when another player signs in on
// the same browser, so no record names a device two players shared, and a user agent is shared by
// millions.

export interface SharedNetworkPlayer {
  playerId: number;
  email: string;
  ips: string[];
}

/** Per player of `playerIds`: the other players sharing an address, most addresses first, at most `limit`. */
export async function findPlayersSharingIps(
  db: Executor,
  playerIds: readonly number[],
  limit = 20,
): Promise<Map<number, SharedNetworkPlayer[]>> {
  const found = new Map<number, SharedNetworkPlayer[]>();
  if (playerIds.length === 0) return found;
  const ids = `{${playerIds.map((id) => Math.trunc(id)).join(",")}}`;
  const rows = await selectRows<{ player_id: string; other_id: string; email: string; ips: string[] | string }>(
    db,
    sql`with seen as (
          select user_id as player_id, ip from sign_in_history where ip is not null
          union select user_id, ip from sessions where ip is not null
          union select id, current_sign_in_ip from users where current_sign_in_ip is not null
          union select id, last_sign_in_ip from users where last_sign_in_ip is not null
        ), mine as (
          select player_id, ip from seen where player_id = any(${ids}::bigint[])
        ), shared as (
          select m.player_id, o.player_id as other_id, array_agg(distinct m.ip order by m.ip) as ips,
                 row_number() over (partition by m.player_id order by count(distinct m.ip) desc, o.player_id) as rank
            from mine m join seen o on o.ip = m.ip and o.player_id <> m.player_id
           group by m.player_id, o.player_id
        )
        select s.player_id::text, s.other_id::text, u.email, s.ips
          from shared s join users u on u.id = s.other_id
         where s.rank <= ${limit}
         order by s.player_id, s.rank`,
  );
  for (const row of rows) {
    const list = found.get(Number(row.player_id)) ?? [];
    list.push({ playerId: Number(row.other_id), email: row.email, ips: parseTextArray(row.ips) });
    found.set(Number(row.player_id), list);
  }
  return found;
}

/** A text[] as the driver answers it: an array (pg) or its literal `{a,b}` (some PGlite paths). */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean)
    .map((item) => item.replace(/^"|"$/g, ""));
}
