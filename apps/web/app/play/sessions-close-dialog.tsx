import type { OpenGameSession } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { ModalDialog } from "../modals/modal-dialog.tsx";

/**
 * The game-sessions-close modal (spec point 2): a real-money game is still open in another tab or
 * on another device. Opening this one closes it, and closing a game session needs confirmation
 * (spec point 4): the player confirms, or goes back to the games.
 */
export function SessionsCloseDialog({
  sessions,
  titles,
  closing,
  failed,
  onClose,
  onBack,
}: {
  sessions: readonly OpenGameSession[];
  /** Game titles by identifier (the identifier stands in for a game not found). */
  titles: Readonly<Record<string, string>>;
  closing: boolean;
  failed: boolean;
  onClose: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ModalDialog title={t`Close your other game?`} variant="dialog" onClose={onBack}>
      <div className="play-dialog">
        <p className="play-dialog__lead">
          {sessions.length === 1 ? (
            <Trans>You have a game open in another tab or on another device. To play here, close it first.</Trans>
          ) : (
            <Trans>You have games open in other tabs or on other devices. To play here, close them first.</Trans>
          )}
        </p>
        <ul className="play-dialog__sessions">
          {sessions.map((session) => {
            const title = titles[session.identifier] ?? session.identifier;
            const currency = session.currency;
            const opened = time.format(new Date(session.started_at));
            return (
              <li key={session.id}>
                <strong>{title}</strong>{" "}
                {session.device === "mobile" ? (
                  <Trans>
                    ({currency}), opened {opened} on a phone or tablet
                  </Trans>
                ) : (
                  <Trans>
                    ({currency}), opened {opened} on a computer
                  </Trans>
                )}
              </li>
            );
          })}
        </ul>
        <p className="play-dialog__note">
          <Trans>A round in progress can be resumed later from your game history.</Trans>
        </p>
        {failed && (
          <p className="field__error" role="alert">
            <Trans>The other game could not be closed. Please try again.</Trans>
          </p>
        )}
        <div className="play-dialog__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={onClose}
            disabled={closing}
            aria-busy={closing}
          >
            {sessions.length === 1 ? <Trans>Close it and play here</Trans> : <Trans>Close them and play here</Trans>}
          </button>
          <button type="button" className="button button--ghost" onClick={onBack} disabled={closing}>
            <Trans>Back to games</Trans>
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
