import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId } from "react";
import { isBlockedAmountKey, sanitizeAmount } from "./amount-rules.ts";
import { currencyAdornment, FIAT_DECIMALS, formatMajor } from "./deposit-amounts.ts";

export interface CurrencyOption {
  code: string;
  label: string;
}

/**
 * The amount step's main control: the currency select and the amount input
 * as one box, the limits hint, the error, and the quick amounts. The input refuses e, +, - and a
 * leading decimal point as they are typed, and cleans pasted text the same way.
 */
export function AmountField({
  locale,
  currency,
  currencies,
  value,
  quickAmounts,
  hint,
  error,
  onCurrencyChange,
  onValueChange,
  onBlur,
}: {
  locale: string;
  currency: string;
  currencies: CurrencyOption[];
  value: string;
  quickAmounts: readonly number[];
  hint: string | null;
  error: string | null;
  onCurrencyChange: (code: string) => void;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const adornment = currencyAdornment(currency, locale);
  const symbol = (
    <span className="amount-field__symbol" aria-hidden="true">
      {adornment.symbol}
    </span>
  );
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const before = input.value.slice(0, input.selectionStart ?? input.value.length);
    if (isBlockedAmountKey(event.key, before)) event.preventDefault();
  };

  return (
    <div className={`field amount-field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {t`Amount`}
      </label>
      <div className={`amount-field__box${adornment.after ? " amount-field__box--symbol-after" : ""}`}>
        <label htmlFor={`${id}-currency`} className="visually-hidden">
          {t`Currency`}
        </label>
        <select
          id={`${id}-currency`}
          className="amount-field__currency field__select"
          value={currency}
          onChange={(event) => onCurrencyChange(event.target.value)}
        >
          {currencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
        {!adornment.after && symbol}
        <input
          id={id}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="amount-field__input"
          value={value}
          aria-invalid={error ? "true" : "false"}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onChange={(event) => onValueChange(sanitizeAmount(event.target.value, FIAT_DECIMALS))}
          onBlur={onBlur}
        />
        {adornment.after && symbol}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {quickAmounts.length > 0 && (
        <fieldset className="quick-amounts">
          <legend className="visually-hidden">{t`Quick amounts`}</legend>
          {quickAmounts.map((amount) => {
            const selected = value !== "" && Number(value) === amount;
            return (
              <button
                key={amount}
                type="button"
                className={`quick-amounts__item${selected ? " is-selected" : ""}`}
                aria-pressed={selected}
                onClick={() => onValueChange(String(amount))}
              >
                {formatMajor(amount, currency, locale)}
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
