import { Trans } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useState } from "react";
import { Icon, StrokeIcon } from "./icon.tsx";
import { useInstallPrompt } from "./install-prompt.ts";

/** Safari's Share icon (a box with an arrow up), as the visitor sees it in the toolbar. */
const SHARE_ICON = "M12 3v12M8 7l4-4 4 4M8 11H5v10h14V11h-3";

/** The two steps of installing on iOS, worded as Safari names them. */
function IosSteps() {
  return (
    <ol className="install-steps">
      <li>
        <Trans>
          Tap <StrokeIcon path={SHARE_ICON} size={18} /> <strong>Share</strong> in the browser's toolbar.
        </Trans>
      </li>
      <li>
        <Trans>
          Choose <strong>Add to Home Screen</strong>.
        </Trans>
      </li>
    </ol>
  );
}

/**
 * The install-app item: a header button, or a card in the left drawer. Where the browser offers
 * installing, the button opens its dialog; on iOS it explains Add to Home Screen (a disclosure in
 * the header, the steps themselves in the drawer). Nothing shows when the site runs installed.
 */
export function InstallAppButton({ variant }: { variant: "header" | "card" }) {
  const { offer, install } = useInstallPrompt();
  if (!offer) return null;
  if (variant === "header") {
    if (offer === "ios") return <IosHeaderItem />;
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
        <IosSteps />
      ) : (
        <button type="button" className="button button--primary" onClick={install}>
          <Icon name="download" size={18} />
          <Trans>Install app</Trans>
        </button>
      )}
    </div>
  );
}

function IosHeaderItem() {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      setOpen(false);
      event.currentTarget.querySelector("button")?.focus();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the disclosure from inside it.
    <div className="header__install install-help" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        <Icon name="download" size={18} />
        <Trans>Install app</Trans>
      </button>
      <div id={panelId} className="install-help__panel" hidden={!isOpen}>
        <p>
          <Trans>To install the app on this device:</Trans>
        </p>
        <IosSteps />
      </div>
    </div>
  );
}
