import { Trans } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useState } from "react";
import { Icon, StrokeIcon } from "./icon.tsx";

// How to install on iOS (no install dialog there): a chunk of its own (lazy-parts.tsx), which only
// iPhones and iPads load.

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

/** The iOS explanation: a disclosure in the header, the steps themselves in the left menu's card. */
export function InstallHelp({ variant }: { variant: "header" | "card" }) {
  return variant === "header" ? <IosHeaderItem /> : <IosSteps />;
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
