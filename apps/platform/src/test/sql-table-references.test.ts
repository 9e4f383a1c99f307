import { describe, expect, it } from "vitest";
import { findSqlTableReferences, listDeclaredTables } from "./sql-table-references.ts";

const TABLES = new Set(["users", "game_rounds", "games", "currencies"]);
const tablesIn = (source: string) => findSqlTableReferences(source, TABLES).map((found) => found.table);

describe("listDeclaredTables", () => {
  it("reads every pgTable name, on one line or spread over several", () => {
    const schema = `
      export const users = pgTable("users", { id: bigserial("id") });
      export const gameRounds = pgTable(
        "game_rounds",
        { id: bigserial("id") },
      );`;
    expect(listDeclaredTables(schema)).toEqual(["users", "game_rounds"]);
  });
});

describe("findSqlTableReferences", () => {
  it("finds tables after from, join, into, update and table, in sql templates and plain strings", () => {
    expect(tablesIn("db.execute(sql`select * from game_rounds r join users u on u.id = r.player_id`)")).toEqual([
      "game_rounds",
      "users",
    ]);
    expect(tablesIn(`pool.query("insert into users (email) values ($1)")`)).toEqual(["users"]);
    expect(tablesIn("sql.raw('update \"users\" set nickname = null')")).toEqual(["users"]);
    expect(tablesIn("sql`alter table public.games add column x int`")).toEqual(["games"]);
  });

  it("reads around interpolations, and gives the line of the reference", () => {
    const source = `const a = 1;
db.execute(sql\`select \${column}
  from users where id = \${id}\`);`;
    expect(findSqlTableReferences(source, TABLES)).toMatchObject([{ table: "users", line: 3 }]);
  });

  it("leaves alone columns, foreign keys, English words and code that share a table's name", () => {
    expect(tablesIn("sql`select r.currency, s.games from game_sessions s`")).toEqual([]);
    expect(tablesIn("sql`add constraint x foreign key (currency) references currencies(code)`")).toEqual([]);
    expect(tablesIn(`const text = "Slots, table games and live casino";`)).toEqual([]);
    expect(tablesIn("db.select().from(users)")).toEqual([]);
  });
});
