import type { Dashboard, DashboardCurrency, DashboardPeriod } from "@croupier/contract/schemas/operator-reports";
import { toCentsNumber } from "../currencies/amounts.ts";
import { listPlayMoneyCodes } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { countNewPlayers } from "../identity/player-counts.ts";
import { countDocuments } from "../kyc/repository.ts";
import { sumSystemLegsByKind } from "../ledger/report-reads.ts";
import { countWithdrawals } from "../payments/withdrawal-repository.ts";
import { countActivePlayers } from "../provider-wallet/report-reads.ts";
import { countOpenInboxMessages } from "../support/inbox-counts.ts";
import { dashboardPeriod } from "./period.ts";

// The dashboard's money comes from the ledger's own accounts, so it adds up with `ledger:check`:
// deposits are what clearing paid into players' accounts, withdrawals what left pending-withdrawal
// accounts for clearing, GGR what the house kept of bets (wins and rollbacks netted), and the
// bonus cost what the promotional account gave (bonuses, prizes, comp point exchanges) less what
// came back to it (forfeited and expired bonus money). Players come from the wallet (who bet) and
// identity (who signed up). Play money is left out.

const GAME_KINDS = new Set(["bet", "win", "rollback"]);

export async function readDashboard(db: Executor, periodName: DashboardPeriod, now: Date): Promise<Dashboard> {
  const period = dashboardPeriod(periodName, now);
  const [legs, active, fresh, playMoney, pending, kyc, support] = await Promise.all([
    sumSystemLegsByKind(db, period, ["house", "clearing", "bonus"]),
    countActivePlayers(db, period),
    countNewPlayers(db, period),
    listPlayMoneyCodes(db),
    countWithdrawals(db, "pending"),
    countDocuments(db, { status: "pending" }),
    countOpenInboxMessages(db),
  ]);
  const money = new Map<string, { deposits: bigint; withdrawals: bigint; ggr: bigint; bonusCost: bigint }>();
  const of = (currency: string) => {
    const row = money.get(currency) ?? { deposits: 0n, withdrawals: 0n, ggr: 0n, bonusCost: 0n };
    money.set(currency, row);
    return row;
  };
  for (const leg of legs) {
    const row = of(leg.currency);
    if (leg.accountKind === "house" && GAME_KINDS.has(leg.postingKind)) row.ggr += leg.total;
    if (leg.accountKind === "clearing" && leg.postingKind === "deposit") row.deposits -= leg.total;
    if (leg.accountKind === "clearing" && leg.postingKind === "withdrawal_payout") row.withdrawals += leg.total;
    if (leg.accountKind === "bonus") row.bonusCost -= leg.total;
  }
  const currencies = new Set([...money.keys(), ...active.keys(), ...fresh.keys()]);
  const rows: DashboardCurrency[] = [...currencies]
    .filter((currency) => !playMoney.has(currency))
    .sort()
    .map((currency) => {
      const row = of(currency);
      return {
        currency,
        deposits_cents: toCentsNumber(row.deposits),
        withdrawals_cents: toCentsNumber(row.withdrawals),
        ggr_cents: toCentsNumber(row.ggr),
        bonus_cost_cents: toCentsNumber(row.bonusCost),
        ngr_cents: toCentsNumber(row.ggr - row.bonusCost),
        active_players: active.get(currency) ?? 0,
        new_players: fresh.get(currency) ?? 0,
      };
    });
  return {
    period: periodName,
    from: period.from.toISOString(),
    to: period.before.toISOString(),
    currencies: rows,
    pending_withdrawals: pending,
    pending_kyc_documents: kyc,
    open_support_messages: support,
  };
}
