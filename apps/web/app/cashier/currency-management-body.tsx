import type { Currency, WalletAccount } from "@croupier/contract";
import { accountCalls } from "@croupier/contract/client/accounts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { loadCurrencies } from "../account/reference-data.ts";
import { localizeServerErrors } from "../account/server-errors.ts";
import { LoadError } from "../components/load-error.tsx";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount } from "../lib/player.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { apiData } from "../ui/api-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { readyData, useLoad } from "../ui/use-load.ts";
import { refreshAccounts } from "./accounts-store.ts";
import { addableCurrencies, type CurrencyGroup, currencyName, orderAccounts } from "./currency-groups.ts";
import { SignInPrompt } from "./sign-in-prompt.tsx";
import "./cashier.css";
import { loadToast } from "../shell/toasts.ts";

/**
 * Currency management: every account with its balance, the current one
 * marked; picking one selects it (POST /api/player/accounts?currency=), adding one opens and
 * selects it. FUN is play money: the platform keeps a real currency current, and the screen says
 * what the server answered. The root data reloads, so the header balance follows.
 */
export function CurrencyManagementBody({ close }: ModalBodyProps) {
  const player = usePlayer();
  const { locale } = useShellData();
  const accounts = useLoad(
    () => apiData(browserApi(locale, accountCalls).getPlayerAccounts()),
    `accounts:${player?.id}`,
  );
  const currencies = readyData(useLoad(() => loadCurrencies(locale), `loadCurrencies:${locale}`));
  if (!player) {
    return (
      <SignInPrompt>
        <Trans>Sign in to manage your currencies.</Trans>
      </SignInPrompt>
    );
  }
  if (accounts.status === "failed") {
    return <LoadError error={accounts.error} httpStatus={accounts.httpStatus} onRetry={accounts.retry} />;
  }
  if (accounts.status === "loading" || currencies === undefined) {
    return <div className="modal__loading" aria-hidden="true" />;
  }
  return <CurrencyManager accounts={accounts.data} currencies={currencies} close={close} />;
}

function CurrencyManager({
  accounts,
  currencies,
  close,
}: {
  accounts: WalletAccount[];
  currencies: Currency[];
  close: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const player = usePlayer();
  const { revalidate } = useRevalidator();
  const listId = useId();
  const addId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const ordered = orderAccounts(accounts, currencies);
  const addable = addableCurrencies(
    currencies,
    accounts.map((account) => account.currency),
  );
  const isPlayMoney = (code: string) => currencies.some((currency) => currency.code === code && currency.play_money);
  const groupTitles: Record<CurrencyGroup, string> = {
    real: t`Real money`,
    crypto: t`Crypto`,
    play: t`Play money`,
  };

  const select = async (code: string, isNew: boolean) => {
    if (busy) return;
    setBusy(code);
    setProblem(null);
    const api = browserApi(locale, accountCalls);
    const result = await api.addPlayerAccount(code);
    if (!result.ok) {
      setBusy(null);
      const errors = Object.values(localizeServerErrors(result.errors, locale)).flat();
      setProblem(errors[0] ? `${code}: ${errors[0]}` : t`Oops... Something went wrong!`);
      return;
    }
    const toast = await loadToast();
    if (result.data.active) {
      toast.success(isNew ? t`Currency added and selected` : t`Currency switched`);
    } else {
      // The FUN rule: play money never becomes current; say which currency stayed.
      const after = await api.getPlayerAccounts();
      const current = after.ok ? after.data.find((account) => account.active)?.currency : undefined;
      const message = current
        ? t`FUN is play money for demo games. Your current currency stays ${current}.`
        : t`FUN is play money for demo games. Your current currency stays the same.`;
      toast.info(isNew ? `${t`Currency added`}. ${message}` : message);
    }
    await refreshAccounts(locale, player?.id ?? null);
    await revalidate();
    close();
  };

  return (
    <div className="currency-manager">
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <h3 id={listId} className="currency-manager__heading">
        <Trans>Your currencies</Trans>
      </h3>
      <ul className="wallet-list" aria-labelledby={listId}>
        {ordered.map((account) => {
          const name = isPlayMoney(account.currency) ? t`Play money` : currencyName(account.currency, locale);
          return (
            <li key={account.currency}>
              <button
                type="button"
                className={`wallet-row${account.active ? " wallet-row--active" : ""}`}
                aria-current={account.active ? "true" : undefined}
                aria-busy={busy === account.currency}
                disabled={busy !== null}
                onClick={() => (account.active ? close() : void select(account.currency, false))}
              >
                <span className="wallet-row__code">{account.currency}</span>
                <span className="wallet-row__name">{name}</span>
                <span className="wallet-row__amount">
                  {formatAmount(account.amount_cents, account.currency, locale, currencies)}
                </span>
                {account.active && (
                  <span className="status-badge status-badge--success wallet-row__badge">
                    <Trans>Current</Trans>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {addable.length > 0 && (
        <div className="currency-manager__add">
          <button
            type="button"
            className="button button--ghost button--block"
            aria-expanded={adding}
            aria-controls={addId}
            onClick={() => setAdding((value) => !value)}
          >
            <span aria-hidden="true">{adding ? "−" : "+"}</span>
            <Trans>Add currency</Trans>
          </button>
          <div id={addId} hidden={!adding} className="currency-manager__groups">
            {addable.map(({ group, currencies: choices }) => (
              <section key={group} className="currency-group" aria-label={groupTitles[group]}>
                <h4 className="currency-group__title">{groupTitles[group]}</h4>
                {group === "play" && (
                  <p className="currency-group__note">
                    <Trans>For demo games only: it cannot be deposited or withdrawn.</Trans>
                  </p>
                )}
                <ul className="currency-group__list">
                  {choices.map((currency) => (
                    <li key={currency.code}>
                      <button
                        type="button"
                        className="currency-chip"
                        aria-busy={busy === currency.code}
                        disabled={busy !== null}
                        aria-label={`${currency.code} ${currencyName(currency.code, locale) ?? ""}`.trim()}
                        onClick={() => void select(currency.code, true)}
                      >
                        <span className="currency-chip__code">{currency.code}</span>
                        {/* Coin symbols (₿, Ξ) are missing from many system fonts: codes say it all. */}
                        {currency.fiat && currency.symbol !== currency.code && (
                          <span className="currency-chip__symbol" aria-hidden="true">
                            {currency.symbol}
                          </span>
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
