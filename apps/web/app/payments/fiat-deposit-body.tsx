import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, lazy, useEffect, useMemo, useRef, useState } from "react";
import { loadCurrencies } from "../account/reference-data.ts";
import { formatMessage } from "../i18n/validation-texts.ts";
import { isFiatCurrency } from "../lib/player.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { useModal } from "../modals/use-modal.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { AmountField, type CurrencyOption } from "./amount-field.tsx";
import { checkAmount } from "./amount-rules.ts";
import { BonusOptions } from "./bonus-options.tsx";
import { combinedLimits, FIAT_SUBUNITS, formatMajor } from "./deposit-amounts.ts";
import { updateDepositBuffer, useDepositBuffer } from "./deposit-buffer.ts";
import { pickDepositCurrency } from "./deposit-currency.ts";
import { DepositLimitPrompt } from "./deposit-limit-prompt.tsx";
import { DepositSteps, SecureNote } from "./deposit-steps.tsx";
import { fiatDepositAmounts } from "./fiat-quick-amounts.ts";
import { useDepositMethods } from "./payment-methods.ts";
import "./deposit.css";
import { afterPress } from "../ui/after-press.ts";
import { readyData, useLoad } from "../ui/use-load.ts";

// Signed in only: its own chunk, so a signed-out visitor's deposit step does not carry it. It
// suspends into the modal's boundary, which marks the body hydrated only once it is.
const LotteryOption = lazy(() => import("./lottery-option.tsx").then((module) => ({ default: module.LotteryOption })));

/**
 * Fiat deposit, step 1: currency and amount (default and quick amounts per
 * currency, limits of the currency's methods), bonus toggle, welcome bonus, bonus code, lottery.
 * Every choice goes into the deposit buffer; Continue opens the method list.
 */
export function FiatDepositBody(_props: ModalBodyProps) {
  const { t } = useLingui();
  const { locale, player } = useShellData();
  const buffer = useDepositBuffer();
  const { open } = useModal();
  const inputRef = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState(false);

  const allCurrencies = readyData(useLoad(() => loadCurrencies(locale), `loadCurrencies:${locale}`));
  const offered = useMemo(() => {
    if (!allCurrencies) return undefined;
    const realMoney = allCurrencies.filter((currency) => currency.fiat && !currency.play_money);
    const codes = new Set(realMoney.map((currency) => currency.code));
    // Signed in: the player's fiat accounts; without any (or signed out), every real-money currency.
    const own = (player?.accounts ?? []).map((account) => account.currency).filter((code) => codes.has(code));
    const list = own.length > 0 ? own : [...codes];
    return list.map((code): CurrencyOption => {
      const symbol = realMoney.find((currency) => currency.code === code)?.symbol;
      return { code, label: symbol && symbol !== code ? `${code} (${symbol})` : code };
    });
  }, [allCurrencies, player]);

  // Once the offered currencies are known: the starting currency and its default amount.
  const started = useRef(false);
  useEffect(() => {
    if (!offered || started.current) return;
    started.current = true;
    const current = player && isFiatCurrency(player.currency) ? player.currency : null;
    const codes = offered.map((option) => option.code);
    const inProgress = buffer.value !== "";
    const currency = pickDepositCurrency({ buffered: buffer.currency, inProgress, current, offered: codes });
    const keepValue = inProgress && currency === buffer.currency;
    updateDepositBuffer({ currency, value: keepValue ? buffer.value : String(fiatDepositAmounts(currency).default) });
  }, [offered, player, buffer.currency, buffer.value]);

  const methods = useDepositMethods(locale, buffer.currency);
  const limits = methods.status === "ready" ? combinedLimits(methods.data) : null;
  const problem = checkAmount(buffer.value, limits, FIAT_SUBUNITS);
  const error = touched && problem ? formatMessage(problem.code, locale, problem.params) : null;
  const min = limits ? formatMajor(limits.min, buffer.currency, locale) : "";
  const max = limits ? formatMajor(limits.max, buffer.currency, locale) : "";
  const hint = limits ? t`min ${min}, max ${max}` : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) {
      inputRef.current?.querySelector<HTMLInputElement>("input[name='amount']")?.focus();
      return;
    }
    open("fiat-payment");
  };

  if (!offered) return <div className="modal__loading" aria-hidden="true" />;

  return (
    <form className="deposit-form" onSubmit={onSubmit} noValidate>
      <DepositSteps current="fiat-deposit" />
      <DepositLimitPrompt from="fiat-deposit" />
      <div ref={inputRef}>
        <AmountField
          locale={locale}
          currency={buffer.currency}
          currencies={offered}
          value={buffer.value}
          quickAmounts={fiatDepositAmounts(buffer.currency).quick}
          hint={hint}
          error={error}
          onCurrencyChange={(currency) =>
            updateDepositBuffer({ currency, value: String(fiatDepositAmounts(currency).default), method: null })
          }
          onValueChange={(value) => updateDepositBuffer({ value })}
          onBlur={() => afterPress(() => setTouched(true))}
        />
      </div>
      <BonusOptions player={player} />
      {player && <LotteryOption locale={locale} currency={buffer.currency} />}
      <button type="submit" className="button button--primary button--large button--block deposit-form__submit">
        <Trans>Continue</Trans>
      </button>
      <SecureNote>
        <Trans>Secure payment: your card details go straight to the payment provider.</Trans>
      </SecureNote>
    </form>
  );
}
