import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useModal } from "../modals/use-modal.ts";
import { Icon } from "../shell/icon.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { markWelcomeSeen, takeContinueAfterWelcome } from "./welcome-seen.ts";
import "./welcome.css";

/** The reality-check setting's section on the game history page (play/history/reality-check-setting.tsx). */
export const REALITY_CHECK_PATH = "/profile/history#reality-check";
/** The responsible-gambling page (time-out and self-exclusion). */
export const RESPONSIBLE_GAMBLING_PATH = "/responsible-gambling";

/**
 * The welcome modal (MGA: after registration and before the first wager): the responsible-gambling
 * tools and where to find them later: limits (the limits modal), a break or self-exclusion (the
 * responsible-gambling page), the reality check (game history), then Continue. Shown once per player
 * (welcome-seen.ts); Continue goes on to the deposit a signed-out deposit attempt was heading for.
 */
export function WelcomeBody({ close }: ModalBodyProps) {
  const player = usePlayer();
  const { open } = useModal();
  const playerId = player?.id ?? null;
  useEffect(() => {
    if (playerId !== null) markWelcomeSeen(playerId);
  }, [playerId]);

  const onContinue = () => {
    const next = takeContinueAfterWelcome();
    if (next) void open(next);
    else close();
  };

  return (
    <div className="welcome">
      <div className="welcome__badge" aria-hidden="true">
        <Icon name="shield" size={32} />
      </div>
      <p className="welcome__lead">
        <Trans>
          Your account is ready. Before you play, here are the tools that keep gambling under your control. They are
          free, and you can use them at any time.
        </Trans>
      </p>
      <ul className="welcome__tools">
        <li className="welcome__tool">
          <h3 className="welcome__tool-title">
            <Trans>Deposit and other limits</Trans>
          </h3>
          <p className="welcome__tool-text">
            <Trans>
              Cap what you deposit, lose or wager per 24 hours, 7 days or month, and how long a session lasts. Find them
              later in your profile.
            </Trans>
          </p>
          <ModalLink flag="limits" className="button button--primary button--small">
            <Trans>Set limits</Trans>
          </ModalLink>
        </li>
        <li className="welcome__tool">
          <h3 className="welcome__tool-title">
            <Trans>Take a break or self-exclude</Trans>
          </h3>
          <p className="welcome__tool-text">
            <Trans>
              Pause your account from 24 hours up to 30 days, or close it to gambling for longer, on the responsible
              gambling page (account menu, Responsible gaming).
            </Trans>
          </p>
          <LocaleLink to={RESPONSIBLE_GAMBLING_PATH} className="button button--ghost button--small">
            <Trans>Responsible gambling</Trans>
          </LocaleLink>
        </li>
        <li className="welcome__tool">
          <h3 className="welcome__tool-title">
            <Trans>Reality check</Trans>
          </h3>
          <p className="welcome__tool-text">
            <Trans>
              Choose how often a game pauses to show how long you have played and what you have won and lost. Find it on
              your game history page.
            </Trans>
          </p>
          <LocaleLink to={REALITY_CHECK_PATH} className="button button--ghost button--small">
            <Trans>Reality check setting</Trans>
          </LocaleLink>
        </li>
      </ul>
      <button type="button" className="button button--primary button--large button--block" onClick={onContinue}>
        <Trans>Continue</Trans>
      </button>
    </div>
  );
}
