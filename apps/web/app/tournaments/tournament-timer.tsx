import type { Tournament } from "@croupier/contract/schemas/tournaments";
import { Plural, Trans } from "@lingui/react/macro";
import { timeLeft } from "../realtime/countdown.ts";
import { timerPhase, timerTarget } from "./tournament-view.ts";
import { useClock } from "./use-clock.ts";

/**
 * The tournament timer of point 4: "Starts in" before the start, "Ends in" while it runs, then
 * "Ended" (or "Canceled"). It ticks every second without being announced: `role="timer"` is
 * never live, so a screen reader reads the time left when the player reaches it, not each second.
 */
export function TournamentTimer({
  tournament,
  serverNow,
  compact = false,
}: {
  tournament: Pick<Tournament, "status" | "start_at" | "end_at">;
  serverNow: number;
  compact?: boolean;
}) {
  const running = tournament.status === "new" || tournament.status === "started";
  const now = useClock(serverNow, running);
  const phase = timerPhase(tournament, now);
  const target = timerTarget(tournament, phase);
  const left = timeLeft(target, now);
  const className = `tournament-timer tournament-timer--${phase}${compact ? " tournament-timer--compact" : ""}`;
  if (phase === "ended" || phase === "canceled") {
    return (
      <p className={className}>
        <span className="tournament-timer__label">
          {phase === "ended" ? <Trans>Ended</Trans> : <Trans>Canceled</Trans>}
        </span>
      </p>
    );
  }
  const days = left.days;
  return (
    <p className={className}>
      <span className="tournament-timer__label">
        {phase === "starts" ? <Trans>Starts in</Trans> : <Trans>Ends in</Trans>}
      </span>{" "}
      <span className="tournament-timer__clock" role="timer" aria-live="off">
        {days > 0 && (
          <span className="tournament-timer__days">
            <Plural value={days} one="# day" other="# days" />{" "}
          </span>
        )}
        <time dateTime={target ?? undefined}>{left.clock}</time>
      </span>
    </p>
  );
}
