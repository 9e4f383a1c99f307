import { applyDepositBonus } from "../bonuses/offers.ts";
import type { Executor } from "../db/database.ts";
import { earnDepositTickets } from "../lotteries/tickets.ts";
import type { PlayerChoices } from "../players/player-choices.ts";
import type { PaymentRow } from "./repository.ts";
import { countSucceededDeposits } from "./repository.ts";

/**
 * The bonus a succeeded deposit earns, from the choices copied onto it when it was made (the
 * welcome bonus, the bonus code, the bonus toggle), credited in the deposit's transaction, and the
 * lottery tickets it earns (the account's lottery pick). Called
 * before the payment is marked succeeded, so "first deposit" means no succeeded deposit yet.
 */
export async function creditDepositBonus(tx: Executor, payment: PaymentRow, now: Date): Promise<void> {
  const choices = payment.playerChoices as Partial<PlayerChoices>;
  await applyDepositBonus(tx, {
    playerId: payment.playerId,
    paymentId: payment.id,
    currency: payment.currency,
    amountCents: payment.amountCents,
    firstDeposit: (await countSucceededDeposits(tx, payment.playerId)) === 0,
    choices: {
      can_issue_bonuses: choices.can_issue_bonuses ?? false,
      bonus_code: choices.bonus_code ?? null,
      bonus_id: choices.bonus_id ?? null,
    },
    now,
  });
  // The lottery its account had picked: tickets by the lottery's deposit scale, once per payment.
  await earnDepositTickets(tx, {
    playerId: payment.playerId,
    paymentId: payment.id,
    currency: payment.currency,
    amountCents: payment.amountCents,
    lotteryId: choices.lottery_id ?? null,
    now,
  });
}
