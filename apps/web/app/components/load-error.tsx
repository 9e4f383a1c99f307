import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage } from "../ui/form-controls.tsx";

/**
 * A failed method-list or address load shows the error text. The platform's 4xx
 * texts are in the player's language; a network failure or a 5xx (English, internal) gets the
 * catalogue's "Oops... Something went wrong!". Retry asks again.
 */
export function LoadError({
  error,
  httpStatus,
  onRetry,
}: {
  error: string | null;
  httpStatus: number;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const text = httpStatus >= 400 && httpStatus < 500 && error ? error : t`Oops... Something went wrong!`;
  return (
    <div className="wallet-load-error">
      <FormMessage tone="error">{text}</FormMessage>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
