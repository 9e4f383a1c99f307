import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { loadToast } from "../shell/toasts.ts";

/** Copies with the Clipboard API; false where it is missing or refused (plain http, permissions). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The deposit address: a labelled read-only text (monospace, wrapped, selected whole on focus)
 * with a Copy button and its toasts 'Address copied' / 'Not copied to clipboard'.
 */
export function CryptoAddress({ address, currency }: { address: string; currency: string }) {
  const { t } = useLingui();
  const id = useId();
  const onCopy = async () => {
    const [copied, toast] = await Promise.all([copyText(address), loadToast()]);
    if (copied) toast.success(t`Address copied`);
    else toast.error(t`Not copied to clipboard`);
  };
  return (
    <div className="address-card__text">
      <label htmlFor={id} className="field__label">
        <Trans>Your {currency} deposit address</Trans>
      </label>
      <textarea
        id={id}
        className="crypto-address"
        readOnly
        rows={2}
        value={address}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="button button--ghost button--small" onClick={() => void onCopy()}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M9 9h11v11H9zM5 15H4V4h11v1" strokeLinejoin="round" />
        </svg>
        <Trans>Copy address</Trans>
      </button>
    </div>
  );
}
