import { Trans } from "@lingui/react/macro";
import { LocaleLink } from "../../lib/locale-link.tsx";
import type { ModalBodyProps } from "../modal-registry.ts";

/** Game search runs over the games list, which arrives with the lobby; until then we say so. */
export function SearchBody({ close }: ModalBodyProps) {
  return (
    <div className="coming-soon">
      <p className="coming-soon__lead">
        <Trans>Game search arrives with the games lobby.</Trans>
      </p>
      <p className="coming-soon__text">
        <Trans>You will find any game by its title in a couple of keystrokes.</Trans>
      </p>
      <div className="coming-soon__actions">
        <LocaleLink to="/games" className="button button--primary" onClick={close}>
          <Trans>Browse games</Trans>
        </LocaleLink>
      </div>
    </div>
  );
}
