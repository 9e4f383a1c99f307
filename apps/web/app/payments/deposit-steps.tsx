import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ModalFlag } from "../modals/modal-flags.ts";
import { useModal } from "../modals/use-modal.ts";

// The frame the three fiat deposit modals share: where the player is (amount → method → details),
// what they are paying, a way back, and the reassurance that card data goes to the gateway.

const STEPS = ["fiat-deposit", "fiat-payment", "fiat-payment-credentials"] as const;
export type DepositStep = (typeof STEPS)[number];

export function DepositSteps({ current }: { current: DepositStep }) {
  const { t } = useLingui();
  const labels: Record<DepositStep, string> = {
    "fiat-deposit": t`Amount`,
    "fiat-payment": t`Method`,
    "fiat-payment-credentials": t`Details`,
  };
  const index = STEPS.indexOf(current);
  return (
    <ol className="deposit-steps" aria-label={t`Deposit steps`}>
      {STEPS.map((step, position) => (
        <li
          key={step}
          className={`deposit-steps__item${position < index ? " is-done" : ""}${position === index ? " is-current" : ""}`}
          aria-current={position === index ? "step" : undefined}
        >
          <span className="deposit-steps__dot" aria-hidden="true">
            {position < index ? <CheckMark /> : position + 1}
          </span>
          <span className="deposit-steps__label">{labels[step]}</span>
        </li>
      ))}
    </ol>
  );
}

/** "Deposit €50 · Credit card  [Change]": the choices made so far, with a way back to change them. */
export function DepositSummary({
  amount,
  detail,
  icon,
  changeTo,
}: {
  amount: string;
  detail?: ReactNode;
  icon?: ReactNode;
  changeTo: ModalFlag;
}) {
  const { t } = useLingui();
  const { hrefFor } = useModal();
  return (
    <div className="deposit-summary">
      {icon}
      <div className="deposit-summary__text">
        <span className="deposit-summary__label">
          <Trans>You deposit</Trans>
        </span>
        <span className="deposit-summary__amount">{amount}</span>
        {detail && <span className="deposit-summary__detail">{detail}</span>}
      </div>
      <Link
        to={hrefFor(changeTo)}
        replace
        preventScrollReset
        className="deposit-summary__change"
        aria-label={changeTo === "fiat-deposit" ? t`Change the amount` : t`Change the payment method`}
      >
        <Trans>Change</Trans>
      </Link>
    </div>
  );
}

/** A Back step to the previous modal (a real link: it works before hydration too). */
export function BackLink({ to }: { to: ModalFlag }) {
  const { hrefFor } = useModal();
  return (
    <Link to={hrefFor(to)} replace preventScrollReset className="button button--ghost button--block deposit-back">
      <Trans>Back</Trans>
    </Link>
  );
}

export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="deposit-secure">
      <LockIcon />
      <span>{children}</span>
    </p>
  );
}

function LockIcon() {
  return (
    <svg className="deposit-secure__icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CheckMark({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
