import type { WalletAccount } from "@croupier/contract";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatAmount } from "../lib/player.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { useAccounts } from "./accounts-store.ts";
import { currencyName } from "./currency-groups.ts";

/**
 * What the current account can cash out (available_to_cashout_cents), the whole balance beside
 * it, and the bonus money that stays locked until wagered (the difference of the two).
 */
export function WithdrawBalance({ account: loaded }: { account: WalletAccount }) {
  const { t } = useLingui();
  const { locale, currencies, player } = useShellData();
  // The accounts store's figures for this currency, as fresh as the header's.
  const stored = useAccounts(player).find((one) => one.currency === loaded.currency) as WalletAccount | undefined;
  const account = stored?.available_to_cashout_cents === undefined ? loaded : stored;
  const headingId = useId();
  const format = (cents: number) => formatAmount(cents, account.currency, locale, currencies);
  const locked = Math.max(0, account.amount_cents - account.available_to_cashout_cents);
  const name = currencyName(account.currency, locale);
  return (
    <section className="wallet-card withdraw-balance withdraw__balance" aria-labelledby={headingId}>
      <div className="withdraw-balance__main">
        <h2 id={headingId} className="withdraw-balance__label">
          <Trans>Available to withdraw</Trans>
        </h2>
        <p className="withdraw-balance__amount">{format(account.available_to_cashout_cents)}</p>
        <p className="withdraw-balance__currency">
          {account.currency}
          {name ? ` · ${name}` : ""}
        </p>
      </div>
      <dl className="withdraw-balance__facts">
        <div>
          <dt>{t`Balance`}</dt>
          <dd>{format(account.amount_cents)}</dd>
        </div>
        {locked > 0 && (
          <div>
            <dt>{t`Bonus money, locked until wagered`}</dt>
            <dd>{format(locked)}</dd>
          </div>
        )}
      </dl>
      <ModalLink flag="currency-management" className="button button--ghost button--small withdraw-balance__switch">
        <Trans>Change currency</Trans>
      </ModalLink>
    </section>
  );
}
