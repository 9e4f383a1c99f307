import type { PaymentMethod } from "@croupier/contract/schemas/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { REGISTRATION_PREFILL_CURRENCY_KEY, writeStorage } from "../lib/storage-keys.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { useModal } from "../modals/use-modal.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { isWithinLimits, parseAmount } from "./amount-rules.ts";
import { FIAT_SUBUNITS, formatMajor } from "./deposit-amounts.ts";
import { updateDepositBuffer, useDepositBuffer } from "./deposit-buffer.ts";
import { BackLink, DepositSteps, DepositSummary } from "./deposit-steps.tsx";
import { MethodLogo } from "./method-logo.tsx";
import { methodTitle } from "./method-title.ts";
import { useDepositMethods } from "./payment-methods.ts";
import "./deposit.css";

/**
 * Fiat deposit, step 2: the methods of the buffer's currency with their
 * limits; a method whose limits exclude the amount is shown disabled with the reason. Picking one
 * stores it in the buffer and opens its payment form. Signed out (reachable by URL), the pick also
 * stores the currency for sign-up, which then comes back to the deposit.
 */
export function FiatPaymentBody(_props: ModalBodyProps) {
  const { t, i18n } = useLingui();
  const { locale, player } = useShellData();
  const buffer = useDepositBuffer();
  const { open } = useModal();
  const methods = useDepositMethods(locale, buffer.currency);
  const amount = parseAmount(buffer.value);
  const currency = buffer.currency;
  const shownAmount = amount === null ? "—" : formatMajor(amount, buffer.currency, locale);

  const pick = (method: PaymentMethod) => {
    updateDepositBuffer({ method: method.id });
    if (!player) writeStorage(REGISTRATION_PREFILL_CURRENCY_KEY, JSON.stringify({ code: buffer.currency, fiat: true }));
    void open(player ? "fiat-payment-credentials" : "sign-up");
  };

  return (
    <div className="deposit-form">
      <DepositSteps current="fiat-payment" />
      <DepositSummary amount={shownAmount} detail={buffer.currency} changeTo="fiat-deposit" />
      <h3 className="deposit-form__heading" id="deposit-methods-heading">
        <Trans>Choose a payment method</Trans>
      </h3>
      {methods.status === "loading" && (
        <ul className="method-list" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="method-list__skeleton" />
          ))}
        </ul>
      )}
      {methods.status === "failed" && (
        <div className="form-message form-message--error deposit-load-error" role="alert">
          <p>{methods.error ?? t`Payment methods could not be loaded.`}</p>
          <button type="button" className="button button--ghost button--small" onClick={methods.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {methods.status === "ready" && methods.data.length === 0 && (
        <p className="form-message form-message--info" role="status">
          <Trans>No payment methods are available for {currency} right now.</Trans>
        </p>
      )}
      {methods.status === "ready" && methods.data.length > 0 && (
        <ul className="method-list" aria-labelledby="deposit-methods-heading">
          {methods.data.map((method) => {
            const { minAmountValue: min, maxAmountValue: max } = method.termsOfService.restrictions;
            const fits = isWithinLimits(buffer.value, { min, max }, FIAT_SUBUNITS);
            const lowest = formatMajor(min, buffer.currency, locale);
            const highest = formatMajor(max, buffer.currency, locale);
            const reason = amount === null ? t`Enter an amount first` : t`Not available for ${shownAmount}`;
            const selected = buffer.method === method.id;
            return (
              <li key={method.id}>
                <button
                  type="button"
                  className={`method-list__item${selected ? " is-selected" : ""}`}
                  disabled={!fits}
                  onClick={() => pick(method)}
                >
                  <MethodLogo method={method} />
                  <span className="method-list__text">
                    <span className="method-list__title">{methodTitle(method, i18n)}</span>
                    <span className="method-list__limits">
                      {lowest} – {highest}
                      {!fits && <span className="method-list__reason">{reason}</span>}
                    </span>
                  </span>
                  <svg className="method-list__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <BackLink to="fiat-deposit" />
    </div>
  );
}
