import { Trans } from "@lingui/react/macro";
import { FormMessage } from "../../ui/form-controls.tsx";

/** A failed history load says so (never an empty history that looks real), with a retry. */
export function HistoryLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="history-error">
      <FormMessage tone="error">
        <Trans>Oops... Something went wrong!</Trans>
      </FormMessage>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
