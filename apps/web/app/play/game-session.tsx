import { createCall } from "@croupier/contract/client/call";
import { gameCalls } from "@croupier/contract/client/games";
import { playerCalls } from "@croupier/contract/client/player";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { OpenGameSession } from "@croupier/contract/schemas/studio";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { currentDevice } from "../games/catalog.ts";
import { rememberLastPlayed } from "../games/last-played.ts";
import { browserApi } from "../lib/api.client.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { GameBar } from "./game-bar.tsx";
import type { GamePageData } from "./game-page-data.ts";
import { GameStage, StageCard } from "./game-stage.tsx";
import { GameUnavailable } from "./game-unavailable.tsx";
import { LaunchFailed } from "./launch-failed.tsx";
import { type LaunchOutcome, launchOutcome } from "./launch-outcome.ts";
import { LazySuggestedGames } from "./lazy-suggested-games.tsx";
import { LeaveDialog } from "./leave-dialog.tsx";
import { PlayActions } from "./play-actions.tsx";
import { RealMoneyGate } from "./real-money-gate.tsx";
import { RealityCheckDialog } from "./reality-check-dialog.tsx";
import { effectiveInterval } from "./reality-check-schedule.ts";
import { SessionsCloseDialog } from "./sessions-close-dialog.tsx";
import { useElapsed } from "./use-elapsed.ts";
import { useGameFrame } from "./use-game-frame.ts";
import { useLeaveGuard } from "./use-leave-guard.ts";
import { useRealityCheck } from "./use-reality-check.ts";
import { useSessionStats } from "./use-session-stats.ts";

/** Real-money sessions the player left open elsewhere, with their games' titles. */
interface OtherSessions {
  sessions: OpenGameSession[];
  titles: Record<string, string>;
}

/** The player's open game sessions (another tab or device) with titles, or null: none, or signed out. */
async function openElsewhere(api: ReturnType<typeof gameCalls>): Promise<OtherSessions | null> {
  const open = await api.getOpenGameSessions();
  if (!open.ok || open.data.length === 0) return null;
  const identifiers = [...new Set(open.data.map((session) => session.identifier))];
  const info = await api.getGamesInfo(identifiers);
  const titles: Record<string, string> = {};
  if (info.ok) for (const game of Object.values(info.data)) titles[game.identifier] = game.title;
  return { sessions: open.data, titles };
}

/** Closes the session as the page goes away: a keepalive request outlives the page. */
function closeOnUnload(locale: Locale, sessionId: number) {
  const call = createCall({ locale, fetch: (input, init) => fetch(input, { ...init, keepalive: true }) });
  return gameCalls(call).closeGameSession(sessionId);
}

/** Where the close button and "Leave the game" go. */
const LOBBY = "/games";
/** Rounds come in bursts (a spin, its free spins): one header refresh per burst. */
const BALANCE_REFRESH_DELAY_MS = 400;

/**
 * A launched game (the gates are passed): GET /api/games/{id}/play in the browser, then the
 * iframe, or the unavailable message, or "Can't open the game". A real-money session adds the
 * session clock and net position, the reality check, and the confirmation before leaving.
 */
export function GameSession({
  page,
  switchId,
}: {
  page: GamePageData;
  /** The real/demo switch's target id (null: no other mode). */
  switchId: number | null;
}) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const { revalidate } = useRevalidator();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<LaunchOutcome | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);

  // A real-money game left open in another tab or device is closed, once the player confirms it
  // (the game-sessions-close modal), before this one opens: `clearedFor` is the page id checked.
  const [others, setOthers] = useState<OtherSessions | null>(null);
  const [clearedFor, setClearedFor] = useState<number | null>(page.mode === "real" ? null : page.id);
  const [closingOthers, setClosingOthers] = useState(false);
  const [closeFailed, setCloseFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry; a new attempt launches again.
  useEffect(() => {
    let current = true;
    setOutcome(null);
    const api = browserApi(locale, gameCalls, playerCalls);
    void (async () => {
      if (clearedFor !== page.id) {
        const open = await openElsewhere(api);
        if (!current) return;
        if (open) {
          setOthers(open);
          return;
        }
      }
      const result = await api.launchGame(page.id, currentDevice());
      if (!current) return;
      const next = launchOutcome(result, locale);
      setOutcome(next);
      if (next.kind === "ready") {
        setStartedAt(Date.now());
        rememberLastPlayed(next.launch.identifier);
      }
    })();
    return () => {
      current = false;
    };
  }, [page.id, locale, attempt, clearedFor]);

  const closeOthers = async () => {
    if (!others) return;
    setClosingOthers(true);
    setCloseFailed(false);
    const api = browserApi(locale, gameCalls, playerCalls);
    const results = await Promise.all(others.sessions.map((session) => api.closeGameSession(session.id)));
    setClosingOthers(false);
    // Already closed meanwhile (404) is as good as closed.
    if (results.some((result) => !result.ok && result.status !== 404)) {
      setCloseFailed(true);
      return;
    }
    setOthers(null);
    setClearedFor(page.id);
  };

  const launch = outcome?.kind === "ready" ? outcome.launch : null;
  const sessionId = launch?.mode === "real" ? launch.session_id : null;
  const isReal = sessionId !== null;

  // Leaving the page (a reload, another address, closing the tab) closes this session, so it is not
  // taken for a game left open; a page restored from the back-forward cache opens a new one.
  useEffect(() => {
    if (sessionId === null) return;
    const onHide = () => void closeOnUnload(locale, sessionId);
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setAttempt((value) => value + 1);
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
    };
  }, [sessionId, locale]);
  const { stats, refresh } = useSessionStats(sessionId, locale);
  const elapsedMs = useElapsed(isReal ? startedAt : null);
  const [intervalMinutes, setIntervalMinutes] = useState(page.rules.reality_check_default_minutes);
  const realityCheck = useRealityCheck(isReal ? startedAt : null, intervalMinutes);
  const guard = useLeaveGuard(isReal && !leaving);

  // The player's own reality-check interval (GET /api/player/reality_check), else the operator's.
  useEffect(() => {
    if (!isReal) return;
    let current = true;
    void browserApi(locale, gameCalls, playerCalls)
      .getRealityCheck()
      .then((result) => {
        if (current && result.ok) {
          setIntervalMinutes(effectiveInterval(result.data.interval_minutes, page.rules.reality_check_default_minutes));
        }
      });
    return () => {
      current = false;
    };
  }, [isReal, locale, page.rules.reality_check_default_minutes]);

  // After each round: fresh session figures, and the header's balance (the root data) once per burst.
  const balanceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(balanceTimer.current), []);
  const pausedRef = useRef(false);
  const post = useGameFrame(frameRef, (message) => {
    // A game that gets ready while a dialog is open missed the pause: tell it again.
    if (message.type === "croupier:ready") {
      if (pausedRef.current) post({ type: "croupier:pause" });
      return;
    }
    if (!isReal) return;
    void refresh();
    window.clearTimeout(balanceTimer.current);
    balanceTimer.current = window.setTimeout(() => void revalidate(), BALANCE_REFRESH_DELAY_MS);
  });

  // The game waits while the player reads a reality check or the leave confirmation.
  const paused = guard.open || realityCheck.due;
  useEffect(() => {
    if (paused === pausedRef.current) return;
    pausedRef.current = paused;
    post({ type: paused ? "croupier:pause" : "croupier:resume" });
    if (paused) void refresh();
  }, [paused, post, refresh]);

  const leave = useCallback(async () => {
    setLeaving(true);
    if (sessionId !== null) await browserApi(locale, gameCalls, playerCalls).closeGameSession(sessionId);
    // A failed close must not keep the player in the game: the platform ends idle sessions itself.
    if (!guard.release()) await navigate(localize(LOBBY));
  }, [sessionId, locale, guard, navigate, localize]);

  const onClose = () => (isReal ? guard.ask() : void navigate(localize(LOBBY)));

  return (
    <>
      <div
        ref={screenRef}
        // Nothing to play: the message needs no full screen, and the suggestions come into view.
        className={`play-screen${outcome?.kind === "unavailable" ? " play-screen--message" : ""}`}
      >
        <GameBar
          game={page.game}
          mode={page.mode}
          switchId={switchId}
          session={isReal && page.rules.session_clock_shown ? { elapsedMs, stats } : null}
          actions={<PlayActions screenRef={screenRef} favourite={<FavouriteButton game={page.game} />} />}
          onClose={onClose}
        />
        <GameStage thumbnail={page.game.thumbnail}>
          {outcome === null ? (
            <StageCard busy>
              <span className="stage-card__spinner" aria-hidden="true" />
              <p className="stage-card__text">{t`Opening the game…`}</p>
            </StageCard>
          ) : outcome.kind === "ready" ? (
            <iframe
              ref={frameRef}
              className="game-stage__frame"
              src={outcome.src}
              title={page.game.title}
              allow="fullscreen; autoplay"
              allowFullScreen
            />
          ) : outcome.kind === "unavailable" ? (
            <GameUnavailable game={page.game} />
          ) : outcome.kind === "signed-out" ? (
            <RealMoneyGate game={page.game} reason="sign-in" currency={page.currency} />
          ) : (
            <LaunchFailed onRetry={() => setAttempt((value) => value + 1)} />
          )}
        </GameStage>
      </div>
      {outcome?.kind === "unavailable" && <LazySuggestedGames game={page.game} providerTitles={page.providerTitles} />}
      {others ? (
        <SessionsCloseDialog
          sessions={others.sessions}
          titles={others.titles}
          closing={closingOthers}
          failed={closeFailed}
          onClose={() => void closeOthers()}
          onBack={() => void navigate(localize(LOBBY))}
        />
      ) : guard.open ? (
        <LeaveDialog
          stats={stats}
          elapsedMs={elapsedMs}
          leaving={leaving}
          onStay={guard.stay}
          onLeave={() => void leave()}
        />
      ) : realityCheck.due ? (
        <RealityCheckDialog
          stats={stats}
          elapsedMs={elapsedMs}
          intervalMinutes={intervalMinutes}
          leaving={leaving}
          onContinue={realityCheck.acknowledge}
          onLeave={() => void leave()}
        />
      ) : null}
    </>
  );
}
