import { Trans } from "@lingui/react/macro";
import { Icon } from "./icon.tsx";
import { useInstallPrompt } from "./install-prompt.ts";

/** The install-app item: a header button, or a card in the left drawer. */
export function InstallAppButton({ variant }: { variant: "header" | "card" }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  if (variant === "header") {
    return (
      <button type="button" className="button button--ghost button--small header__install" onClick={install}>
        <Icon name="download" size={18} />
        <Trans>Install app</Trans>
      </button>
    );
  }
  return (
    <div className="install-card">
      <p>
        <Trans>Add the casino to your home screen for one-tap access.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={install}>
        <Icon name="download" size={18} />
        <Trans>Install app</Trans>
      </button>
    </div>
  );
}
