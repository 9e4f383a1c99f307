import type { GameSessionStats } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { ModalDialog } from "../modals/modal-dialog.tsx";
import { PlayedTime, SessionFigures } from "./session-figures.tsx";

/**
 * The reality check (UK RTS 13): the session's time, wins, losses and wagers, then
 * the player's choice. Closing it any other way (Escape, the close button) also continues.
 */
export function RealityCheckDialog({
  stats,
  elapsedMs,
  intervalMinutes,
  leaving,
  onContinue,
  onLeave,
}: {
  stats: GameSessionStats | null;
  elapsedMs: number;
  intervalMinutes: number;
  leaving: boolean;
  onContinue: () => void;
  onLeave: () => void;
}) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Reality check`} variant="dialog" onClose={onContinue}>
      <div className="play-dialog">
        <p className="play-dialog__lead">
          <Trans>
            You have been playing for <PlayedTime elapsedMs={elapsedMs} />. Here is how this session is going.
          </Trans>
        </p>
        <SessionFigures stats={stats} elapsedMs={elapsedMs} />
        <p className="play-dialog__note">
          <Trans>We will remind you again in {intervalMinutes} min. You can change this in your game history.</Trans>
        </p>
        <div className="play-dialog__actions">
          <button type="button" className="button button--primary" onClick={onContinue} disabled={leaving}>
            <Trans>Continue playing</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={onLeave}
            disabled={leaving}
            aria-busy={leaving}
          >
            <Trans>Leave the game</Trans>
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
