import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "../lib/player.ts";
import { ModalDialog } from "../modals/modal-dialog.tsx";
import { FormMessage } from "../ui/form-controls.tsx";
import type { BonusCancelInfo } from "./bonus-calls.ts";
import { decimalToMinor } from "./bonus-view.ts";

/**
 * Asks before a forfeit, saying what the player keeps (their real money, which stays withdrawable)
 * and what they lose (the bonus money left, winnings made with it included). An issued bonus has
 * no money yet: forfeiting it only gives up the offer.
 */
export function ForfeitDialog({
  bonus,
  info,
  locale,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  bonus: PlayerBonus;
  /** null while cancel_info loads, or when it could not be read. */
  info: BonusCancelInfo | null;
  locale: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const money = (value: string) => formatAmount(decimalToMinor(value), bonus.currency, locale);
  const winnings = info ? decimalToMinor(info.bonus_winnings) : 0;
  return (
    <ModalDialog
      title={t`Forfeit this bonus?`}
      variant="dialog"
      onClose={onClose}
      className="forfeit-dialog"
      footer={
        <div className="forfeit-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Keep the bonus</Trans>
          </button>
          <button
            type="button"
            className="button button--primary forfeit-dialog__confirm"
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            <Trans>Forfeit bonus</Trans>
          </button>
        </div>
      }
    >
      <p className="forfeit-dialog__title">{bonus.title}</p>
      {bonus.stage === "issued" ? (
        <p>
          <Trans>The offer is given up: it cannot be activated later. Your balance does not change.</Trans>
        </p>
      ) : info ? (
        <dl className="forfeit-dialog__facts">
          <div>
            <dt>{t`You keep`}</dt>
            <dd>
              {money(info.total_withdrawal_amount)}
              <span className="forfeit-dialog__note">
                <Trans>your real money, withdrawable</Trans>
              </span>
            </dd>
          </div>
          <div className="forfeit-dialog__loss">
            <dt>{t`You lose`}</dt>
            <dd>
              {money(info.bonus_balance)}
              <span className="forfeit-dialog__note">
                {winnings > 0 ? (
                  <Trans>bonus money left, including {money(info.bonus_winnings)} of winnings</Trans>
                ) : (
                  <Trans>bonus money left</Trans>
                )}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t`Balance after`}</dt>
            <dd>{money(info.cash_balance)}</dd>
          </div>
        </dl>
      ) : (
        <p aria-live="polite">
          <Trans>Reading your balances…</Trans>
        </p>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </ModalDialog>
  );
}
