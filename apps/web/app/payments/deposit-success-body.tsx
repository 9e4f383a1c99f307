import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { formatAmount, walletAccount } from "../lib/player.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { parseAmount } from "./amount-rules.ts";
import { formatMajor } from "./deposit-amounts.ts";
import { resetDepositBuffer, useDepositBuffer } from "./deposit-buffer.ts";
import { CheckMark } from "./deposit-steps.tsx";
import "./deposit.css";

/**
 * After the gateway's success return: the deposited amount from the buffer,
 * the new balance, Play now and Close. The buffer is reset when the modal closes: the deposit is done.
 */
export function DepositSuccessBody({ close }: ModalBodyProps) {
  const { locale, player, currencies } = useShellData();
  const live = useDepositBuffer();
  // What was deposited stays on screen after the buffer is reset (React's development double
  // mount resets it at once; production resets it when the modal closes).
  const latched = useRef<{ value: string; currency: string } | null>(null);
  if (live.value) latched.current = { value: live.value, currency: live.currency };
  const buffer = latched.current ?? live;
  const { state } = useRevalidator();
  const amount = parseAmount(buffer.value);

  useEffect(() => () => resetDepositBuffer(), []);

  const account =
    player &&
    ((player.accounts ?? []).find((item) => item.currency === buffer.currency) ??
      (walletAccount(player).currency === buffer.currency ? walletAccount(player) : undefined));
  const balance = account ? formatAmount(account.amount_cents, account.currency, locale, currencies) : null;
  const deposited = amount === null ? null : formatMajor(amount, buffer.currency, locale);

  return (
    <div className="deposit-success">
      <span className="deposit-success__badge" aria-hidden="true">
        <CheckMark size={32} />
      </span>
      <p className="deposit-success__lead">
        {deposited ? (
          <Trans>
            <strong className="deposit-success__amount">{deposited}</strong> has been added to your balance.
          </Trans>
        ) : (
          <Trans>Your deposit has been added to your balance.</Trans>
        )}
      </p>
      {balance && (
        <dl className="deposit-success__balance" aria-live="polite" aria-busy={state === "loading"}>
          <dt>
            <Trans>New balance</Trans>
          </dt>
          <dd>{balance}</dd>
        </dl>
      )}
      <div className="deposit-success__actions">
        <LocaleLink to="/games" className="button button--primary button--large button--block">
          <Trans>Play now</Trans>
        </LocaleLink>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}
