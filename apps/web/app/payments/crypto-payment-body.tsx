import type { PaymentMethod, PaymentMethodFields } from "@croupier/contract";
import type { ApiResult } from "@croupier/contract/client";
import { paymentCalls } from "@croupier/contract/client/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { SignInPrompt } from "../cashier/sign-in-prompt.tsx";
import { useOfferAfterDepositFlow } from "../cashier/use-offer-after-deposit-flow.ts";
import { WalletPrompt } from "../cashier/wallet-prompt.tsx";
import { LoadError } from "../components/load-error.tsx";
import { browserApi } from "../lib/api.client.ts";
import { isFiatCurrency } from "../lib/player.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useModal } from "../modals/use-modal.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { apiData } from "../ui/api-data.ts";
import { useLoad } from "../ui/use-load.ts";
import { CryptoAddress } from "./crypto-address.tsx";
import { paymentUri } from "./crypto-amount.ts";
import { CryptoMinimumNote } from "./crypto-minimum-note.tsx";
import { sandboxTransferHref } from "./crypto-sandbox.ts";
import { useDepositBuffer } from "./deposit-buffer.ts";
import "../cashier/cashier.css";

// The QR library is only fetched with this screen, and after it (the address shows first).
const CryptoQr = lazy(() => import("./crypto-qr.tsx").then((module) => ({ default: module.CryptoQr })));

interface AddressScreen {
  method: PaymentMethod | undefined;
  fields: PaymentMethodFields;
}

/** Methods (for the provider and the title) and the method's fields (the address) in one load. */
async function loadAddress(
  api: ReturnType<typeof paymentCalls>,
  methodId: string,
  currency: string,
): Promise<ApiResult<AddressScreen>> {
  const [methods, fields] = await Promise.all([
    api.getPaymentMethods(currency, "deposit"),
    api.getPaymentMethodFields(methodId, currency, "deposit"),
  ]);
  if (!fields.ok) return fields;
  const method = methods.ok ? methods.data.find((one) => one.id === methodId) : undefined;
  return { ok: true, status: fields.status, data: { method, fields: fields.data } };
}

/**
 * The crypto deposit's address screen: the amount to send, the player's
 * deposit address (monospace, selectable, copied with one tap), its QR code drawn locally, the
 * minimum and a note on confirmations; Back returns to the amount, Done opens the feedback.
 */
export function CryptoPaymentBody(_props: ModalBodyProps) {
  const player = usePlayer();
  const { currencies } = useShellData();
  const buffer = useDepositBuffer();
  useOfferAfterDepositFlow();
  if (!player) {
    return (
      <SignInPrompt>
        <Trans>Sign in to deposit with crypto.</Trans>
      </SignInPrompt>
    );
  }
  // Opened without the amount step (a stale link): the amount comes first.
  if (!buffer.method || isFiatCurrency(buffer.currency, currencies)) return <AmountFirst />;
  return <AddressStep methodId={buffer.method} currency={buffer.currency} amount={buffer.value} />;
}

function AmountFirst() {
  return (
    <WalletPrompt
      actions={
        <ModalLink flag="crypto-deposit" className="button button--primary">
          <Trans>Choose amount</Trans>
        </ModalLink>
      }
    >
      <Trans>Choose the coin and the amount first.</Trans>
    </WalletPrompt>
  );
}

function AddressStep({ methodId, currency, amount }: { methodId: string; currency: string; amount: string }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const { open } = useModal();
  const screen = useLoad(
    () => apiData(loadAddress(browserApi(locale, paymentCalls), methodId, currency)),
    `address:${methodId}:${currency}:${locale}`,
  );
  const actions = (
    <div className="cashier__actions">
      <button type="button" className="button button--ghost" onClick={() => void open("crypto-deposit")}>
        <Trans>Back</Trans>
      </button>
      <button type="button" className="button button--primary" onClick={() => void open("feedback")}>
        <Trans>Done</Trans>
      </button>
    </div>
  );
  if (screen.status === "loading") return <div className="modal__loading" aria-hidden="true" />;
  if (screen.status === "failed") {
    return (
      <div className="cashier">
        <LoadError error={screen.error} httpStatus={screen.httpStatus} onRetry={screen.retry} />
        {actions}
      </div>
    );
  }
  const { method, fields } = screen.data;
  const addressField = fields.methodFields.find((field) => field.type === "crypto_address" && field.address);
  if (!addressField?.address) {
    return (
      <div className="cashier">
        <LoadError
          error={t`This payment method isn\`t available now. Choose another.`}
          httpStatus={422}
          onRetry={screen.retry}
        />
        {actions}
      </div>
    );
  }
  const address = addressField.address;
  const uri = paymentUri(addressField.href ?? address, amount);
  return (
    <div className="cashier">
      <div className="send-summary">
        <p className="send-summary__label">
          <Trans>Amount to send</Trans>
        </p>
        <p className="send-summary__amount">
          {amount} <span className="send-summary__code">{currency}</span>
        </p>
        <p className="send-summary__note">
          <CryptoMinimumNote min={fields.amountField.minAmountValue} code={currency} />
        </p>
      </div>
      <div className="address-card">
        <div className="address-card__qr">
          <Suspense fallback={<div className="crypto-qr crypto-qr--placeholder" aria-hidden="true" />}>
            <CryptoQr value={uri} label={t`QR code of your ${currency} deposit address`} />
          </Suspense>
        </div>
        <CryptoAddress address={address} currency={currency} />
      </div>
      <ul className="cashier__notes">
        <li>
          <Trans>Send only {currency} to this address. Coins of another network are lost.</Trans>
        </li>
        <li>
          <Trans>
            The deposit is credited after the network confirms the transfer; that usually takes a few minutes. You can
            close this window meanwhile.
          </Trans>
        </li>
      </ul>
      {actions}
      {method?.provider === "sandbox_crypto" && (
        <p className="cashier__aside">
          <a href={sandboxTransferHref(currency, address)} target="_blank" rel="noopener">
            <Trans>Send a test transfer (sandbox)</Trans>
          </a>
        </p>
      )}
    </div>
  );
}
