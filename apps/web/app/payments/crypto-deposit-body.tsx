import { Trans } from "@lingui/react/macro";
import { lazy } from "react";
import { SignInPrompt } from "../cashier/sign-in-prompt.tsx";
import { useOfferAfterDepositFlow } from "../cashier/use-offer-after-deposit-flow.ts";
import { WalletPrompt } from "../cashier/wallet-prompt.tsx";
import { isFiatCurrency } from "../lib/player.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import "../cashier/cashier.css";

const CryptoAmountForm = lazy(() =>
  import("./crypto-amount-form.tsx").then((module) => ({ default: module.CryptoAmountForm })),
);

/**
 * The crypto deposit's first step: which of the player's crypto wallets,
 * how much (the coin's default first) and the method's minimum; Continue stores both in
 * the deposit buffer and shows the address. Adding a coin goes through currency management.
 */
export function CryptoDepositBody(_props: ModalBodyProps) {
  const player = usePlayer();
  const { currencies } = useShellData();
  useOfferAfterDepositFlow();
  if (!player) {
    return (
      <SignInPrompt>
        <Trans>Sign in to deposit with crypto.</Trans>
      </SignInPrompt>
    );
  }
  const cryptoAccounts = (player.accounts ?? []).filter((account) => !isFiatCurrency(account.currency, currencies));
  if (cryptoAccounts.length === 0) return <NoCryptoWallet />;
  // No boundary of its own: the modal's shows its loading state, and marks the body hydrated
  // only once the form is.
  return <CryptoAmountForm accounts={cryptoAccounts} currentCurrency={player.currency} />;
}

function NoCryptoWallet() {
  return (
    <WalletPrompt
      actions={
        <ModalLink flag="currency-management" className="button button--primary">
          <Trans>Add a crypto currency</Trans>
        </ModalLink>
      }
    >
      <Trans>You have no crypto wallet yet. Add Bitcoin, Ethereum, USDT or another coin, then deposit to it.</Trans>
    </WalletPrompt>
  );
}
