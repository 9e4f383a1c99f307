import type { PaymentMethod } from "@croupier/contract";
import { paymentCalls } from "@croupier/contract/client/payments";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { currencyName } from "../cashier/currency-groups.ts";
import { RadioCards } from "../cashier/radio-cards.tsx";
import { LoadError } from "../components/load-error.tsx";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount, type PlayerAccount } from "../lib/player.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useModal } from "../modals/use-modal.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { afterPress } from "../ui/after-press.ts";
import { apiData } from "../ui/api-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { useLoad } from "../ui/use-load.ts";
import { amountError, decimalsOf } from "./amount-rules.ts";
import { AmountTextField } from "./amount-text-field.tsx";
import { CRYPTO_SUBUNITS, cryptoDefaultAmount } from "./crypto-amount.ts";
import { CryptoMinimumNote } from "./crypto-minimum-note.tsx";
import { readDepositBuffer, updateDepositBuffer } from "./deposit-buffer.ts";
import { DepositLimitPrompt } from "./deposit-limit-prompt.tsx";

/** The buffer's coin when the player holds it, else the current currency when crypto, else the first. */
function initialCurrency(accounts: PlayerAccount[], currentCurrency: string): string {
  const held = (code: string) => accounts.some((account) => account.currency === code);
  const buffered = readDepositBuffer().currency;
  if (held(buffered)) return buffered;
  if (held(currentCurrency)) return currentCurrency;
  return accounts[0]?.currency ?? currentCurrency;
}

function initialValue(currency: string): string {
  const buffer = readDepositBuffer();
  return buffer.currency === currency && buffer.value ? buffer.value : cryptoDefaultAmount(currency);
}

/**
 * The crypto deposit's amount form for a player with crypto wallets: which wallet, how much (the
 * coin's default first) and the method's minimum. A chunk of its own (a signed-out
 * visitor sees only the sign-in prompt).
 */
export function CryptoAmountForm({
  accounts,
  currentCurrency,
}: {
  accounts: PlayerAccount[];
  currentCurrency: string;
}) {
  const { locale } = useShellData();
  const { open } = useModal();
  const [currency, setCurrency] = useState(() => initialCurrency(accounts, currentCurrency));
  const [value, setValue] = useState(() => initialValue(currency));
  const [touched, setTouched] = useState(false);
  const methods = useLoad(
    () => apiData(browserApi(locale, paymentCalls).getPaymentMethods(currency, "deposit")),
    `methods:${currency}:${locale}`,
  );
  const method: PaymentMethod | undefined =
    methods.status === "ready" ? methods.data.find((one) => one.type === "crypto") : undefined;
  const limits = method
    ? { min: method.termsOfService.restrictions.minAmountValue, max: method.termsOfService.restrictions.maxAmountValue }
    : null;
  const error = limits ? amountError(value, limits, CRYPTO_SUBUNITS, locale) : null;

  const pick = (code: string) => {
    setCurrency(code);
    setValue(cryptoDefaultAmount(code));
    setTouched(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!method || error) return;
    updateDepositBuffer({ currency, value, method: method.id });
    void open("crypto-payment");
  };

  return (
    <form className="cashier" onSubmit={onSubmit} noValidate>
      <DepositLimitPrompt from="crypto-deposit" />
      <RadioCards
        legend={<Trans>Currency</Trans>}
        name="currency"
        value={currency}
        onChange={pick}
        cards={accounts.map((account) => ({
          value: account.currency,
          content: (
            <>
              <span className="coin-option__code">{account.currency}</span>
              <span className="coin-option__name">{currencyName(account.currency, locale)}</span>
              <span className="coin-option__balance">
                {/* "0.001 BTC": the code, as coin symbols are missing from many system fonts. */}
                {formatAmount(account.amount_cents, account.currency, locale)}
              </span>
            </>
          ),
        }))}
      />
      <AmountTextField
        currency={currency}
        decimals={decimalsOf(CRYPTO_SUBUNITS)}
        value={value}
        onValueChange={setValue}
        onBlur={() => afterPress(() => setTouched(true))}
        error={touched ? error : null}
        hint={
          method ? (
            <CryptoMinimumNote min={method.termsOfService.restrictions.minAmountValue} code={currency} />
          ) : undefined
        }
      />
      {methods.status === "failed" && (
        <LoadError error={methods.error} httpStatus={methods.httpStatus} onRetry={methods.retry} />
      )}
      {methods.status === "ready" && !method && (
        <FormMessage tone="error">
          <Trans>This payment method isn`t available now. Choose another.</Trans>
        </FormMessage>
      )}
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={!method}
        aria-busy={methods.status === "loading"}
      >
        <Trans>Continue</Trans>
      </button>
      <p className="cashier__aside">
        <ModalLink flag="currency-management">
          <Trans>Add another crypto currency</Trans>
        </ModalLink>
      </p>
    </form>
  );
}
