import { Trans } from "@lingui/react/macro";
import { Icon } from "./icon.tsx";
import { useInstallPrompt } from "./install-prompt.ts";
import { lazyPart } from "./lazy-parts.tsx";

const InstallHelp = lazyPart("install-help");

/**
 * The install-app item: a header button, or a card in the left drawer. Where the browser offers
 * installing, the button opens its dialog; on iOS it explains Add to Home Screen (a disclosure in
 * the header, the steps themselves in the drawer; install-help.tsx). Nothing shows when the site
 * runs installed.
 */
export function InstallAppButton({ variant }: { variant: "header" | "card" }) {
  const { offer, install } = useInstallPrompt();
  if (!offer) return null;
  if (variant === "header") {
    if (offer === "ios") return <InstallHelp variant="header" />;
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
      {offer === "ios" ? (
        <InstallHelp variant="card" />
      ) : (
        <button type="button" className="button button--primary" onClick={install}>
          <Icon name="download" size={18} />
          <Trans>Install app</Trans>
        </button>
      )}
    </div>
  );
}
