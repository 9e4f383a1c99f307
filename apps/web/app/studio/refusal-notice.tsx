import { Trans, useLingui } from "@lingui/react/macro";
import { firstFieldMessage, type RefusalKind, refusalMessage } from "./feedback.ts";
import type { StudioGame } from "./use-studio-game.ts";

// A refused play, worded for the player. Deposits belong to the page around the game: the hint
// says where to go and posts nothing itself.

export function RefusalNotice({ game }: { game: StudioGame }) {
  const { t } = useLingui();
  const refusal = game.refusal;
  if (!refusal || refusal.kind === "session_ended") return null;
  const demo = game.session?.mode === "demo";
  const messages: Record<RefusalKind, string> = {
    insufficient_funds: demo
      ? t`Not enough demo credits for this bet. Lower the bet, or reopen the game for a fresh demo balance.`
      : t`Your balance is too low for this bet. Lower the bet, or deposit from the casino page around the game.`,
    too_soon: t`Rounds need a short pause between them. The button comes back when the countdown ends.`,
    invalid_bet: firstFieldMessage(refusal.error) ?? t`This bet is not allowed at this table.`,
    in_progress: t`Your previous round is still being settled. Try again in a moment.`,
    round_open: t`You have an unfinished round: it is shown again so you can finish it.`,
    limit_reached: refusalMessage(refusal.error) ?? t`This bet is above your limit.`,
    network: t`The connection was lost. Check your connection and try again.`,
    session_ended: "",
    other: refusalMessage(refusal.error) ?? t`Something went wrong. Please try again.`,
  };
  return (
    <div className="studio-notice studio-notice--error" role="alert">
      <p>{messages[refusal.kind]}</p>
      <button type="button" className="studio-notice__close" onClick={game.dismissRefusal}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
