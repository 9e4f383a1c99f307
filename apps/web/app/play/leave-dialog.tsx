import type { GameSessionStats } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { ModalDialog } from "../modals/modal-dialog.tsx";
import { SessionFigures } from "./session-figures.tsx";

/**
 * Closing a game session needs confirmation. Shown by the close button and by any
 * navigation away from a real-money game; the game is paused meanwhile.
 */
export function LeaveDialog({
  stats,
  elapsedMs,
  leaving,
  onStay,
  onLeave,
}: {
  stats: GameSessionStats | null;
  elapsedMs: number;
  leaving: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Leave the game?`} variant="dialog" onClose={onStay}>
      <div className="play-dialog">
        <p className="play-dialog__lead">
          <Trans>
            Leaving closes this game session. A round in progress can be resumed later from your game history.
          </Trans>
        </p>
        <SessionFigures stats={stats} elapsedMs={elapsedMs} />
        <div className="play-dialog__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={onLeave}
            disabled={leaving}
            aria-busy={leaving}
          >
            <Trans>Leave the game</Trans>
          </button>
          <button type="button" className="button button--ghost" onClick={onStay} disabled={leaving}>
            <Trans>Keep playing</Trans>
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
