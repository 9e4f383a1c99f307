import { type SQL, sql } from "drizzle-orm";
import { listPlayMoneyCodes } from "../currencies/repository.ts";
import { type Db, type Executor, selectRows } from "../db/database.ts";

/** One kind of breach found by checkLedger, with a few examples (ids) to start looking from. */
export interface LedgerBreach {
  rule: string;
  count: number;
  examples: string[];
}

export interface LedgerReport {
  transactions: number;
  entries: number;
  accounts: number;
  breaches: LedgerBreach[];
}

const EXAMPLES = 5;

/**
 * Each rule is a query answering one example row per breach. Which currencies are play money is the
 * accounts module's to say, so it comes in as a list of codes rather than a join on its table.
 */
function listRules(playMoneyCodes: ReadonlySet<string>): { rule: string; query: SQL }[] {
  const isPlayMoney =
    playMoneyCodes.size === 0
      ? sql`false`
      : sql`e.currency in (${sql.join(
          [...playMoneyCodes].map((code) => sql`${code}`),
          sql`, `,
        )})`;
  return [
    {
      rule: "transaction entries do not sum to zero per currency",
      query: sql`select transaction_id::text || ' ' || currency || ' ' || sum(amount)::text as example
                 from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
    },
    {
      rule: "transaction has fewer than two entries",
      query: sql`select id::text as example from ledger_transactions where coalesce(cardinality(account_ids), 0) < 2`,
    },
    {
      rule: "transaction legs are malformed (arrays of different lengths, missing values or zero amounts)",
      query: sql`select id::text as example from ledger_transactions
                where cardinality(currencies) is distinct from cardinality(account_ids)
                   or cardinality(amounts) is distinct from cardinality(account_ids)
                   or cardinality(balances_after) is distinct from cardinality(account_ids)
                   or array_position(account_ids, null) is not null
                   or array_position(currencies, null) is not null
                   or array_position(amounts, null) is not null
                   or array_position(amounts, 0) is not null`,
    },
    {
      rule: "transaction mixes play money with real money",
      query: sql`select e.transaction_id::text as example
                 from ledger_entries e
                group by e.transaction_id having bool_or(${isPlayMoney}) and not bool_and(${isPlayMoney})`,
    },
    {
      rule: "entry names no account, or differs from its account's currency",
      query: sql`select e.transaction_id::text || '/' || e.position::text as example
                 from ledger_entries e left join ledger_accounts a on a.id = e.account_id
                where a.currency is distinct from e.currency`,
    },
    {
      rule: "player account balance differs from the sum of its entries",
      query: sql`select a.id::text || ' balance ' || a.balance::text || ' entries ' || coalesce(s.total, 0)::text as example
                 from ledger_accounts a
                 left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
                   on s.account_id = a.id
                where a.balance is not null and a.balance <> coalesce(s.total, 0)`,
    },
    {
      rule: "negative balance on an account that does not allow it",
      query: sql`select a.id::text || ' ' || coalesce(a.balance, s.total, 0)::text as example
                 from ledger_accounts a
                 left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
                   on s.account_id = a.id
                where not a.allow_negative and (a.balance < 0 or coalesce(s.total, 0) < 0)`,
    },
    {
      rule: "duplicate idempotency key",
      query: sql`select idempotency_key as example from ledger_transactions
                group by idempotency_key having count(*) > 1`,
    },
  ];
}

/**
 * Every invariant of the ledger, read from the tables themselves (so it also catches rows written
 * around the posting function, with the triggers off). One read-only repeatable-read snapshot, so
 * postings running meanwhile cannot fake a breach.
 */
export function checkLedger(db: Db): Promise<LedgerReport> {
  return db.transaction((tx) => runChecks(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function runChecks(db: Executor): Promise<LedgerReport> {
  const [counts] = await selectRows<{ transactions: string; entries: string; accounts: string }>(
    db,
    sql`select (select count(*) from ledger_transactions)::text as transactions,
               (select count(*) from ledger_entries)::text as entries,
               (select count(*) from ledger_accounts)::text as accounts`,
  );
  const breaches: LedgerBreach[] = [];
  for (const { rule, query } of listRules(await listPlayMoneyCodes(db))) {
    const found = await selectRows<{ example: string }>(db, query);
    if (found.length > 0) {
      breaches.push({ rule, count: found.length, examples: found.slice(0, EXAMPLES).map((row) => row.example) });
    }
  }
  return {
    transactions: Number(counts?.transactions ?? 0),
    entries: Number(counts?.entries ?? 0),
    accounts: Number(counts?.accounts ?? 0),
    breaches,
  };
}

/** The report as the lines `npm run ledger:check` prints. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines = [`ledger: ${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts`];
  if (report.breaches.length === 0) lines.push("ok: every invariant holds");
  for (const breach of report.breaches) {
    lines.push(`BREACH: ${breach.rule}: ${breach.count} (e.g. ${breach.examples.join("; ")})`);
  }
  return lines.join("\n");
}
