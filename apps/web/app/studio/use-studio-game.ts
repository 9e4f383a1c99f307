import type { ApiFailure } from "@croupier/contract/client/call";
import type { StudioFreespins } from "@croupier/contract/schemas/freespins";
import type { StudioAction, StudioFairness, StudioPlay, StudioSession } from "@croupier/contract/schemas/studio";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type RefusalKind, refusalKind } from "./feedback.ts";
import { postToParent, usePausedByParent } from "./frame-bridge.ts";
import { type StudioApi, studioApi } from "./studio-api.ts";

// One game screen's life: load the session, play one action at a time, keep the balance, the
// seed pair and the open round's state, and tell the page around the iframe about every settled
// round. The jurisdiction's rules are enforced here for every engine alike: no play while the page
// has paused the game, none before min_round_interval_ms has passed since the last round started.

export type GameStatus = "loading" | "ready" | "ended" | "failed";

export interface Refusal {
  kind: RefusalKind;
  error: ApiFailure;
}

export interface PlayOptions {
  /** Runs before the result is shown (balance, announcement, message to the page): the reels' spin. */
  reveal?: (play: StudioPlay) => Promise<void>;
  /** Play one of the player's free spins (`freespins.id`) instead of a paid spin. */
  freespinsId?: number;
}

/** What the screen remembers of each play it made, so the verify page can be filled in for it. */
export interface PlayRecord {
  action: StudioAction;
  stateBefore: unknown;
}

export interface StudioGame {
  status: GameStatus;
  session: StudioSession | null;
  balance: number;
  fairness: StudioFairness | null;
  /** The open round's engine state (slot free spins) or null. */
  roundState: unknown;
  /** The player's activated free spins on this game (a bonus), played instead of paid spins; null when none. */
  freespins: StudioFreespins | null;
  lastPlay: StudioPlay | null;
  busy: boolean;
  paused: boolean;
  /** Epoch ms before which no round may start (0 when free). */
  cooldownUntil: number;
  now: number;
  refusal: Refusal | null;
  /** The latest result for the live region; `id` changes even when the words repeat. */
  announcement: { text: string; id: number };
  /** Number of plays settled on this screen (panels refresh on it). */
  playCount: number;
  records: ReadonlyMap<number, PlayRecord>;
  api: StudioApi;
  canPlay: boolean;
  play: (action: StudioAction, options?: PlayOptions) => Promise<StudioPlay | null>;
  announce: (text: string) => void;
  dismissRefusal: () => void;
  setFairness: (fairness: StudioFairness) => void;
}

export function useStudioGame(token: string | null, locale: string): StudioGame {
  const api = useMemo(() => studioApi(token, locale), [token, locale]);
  const paused = usePausedByParent();
  const [status, setStatus] = useState<GameStatus>("loading");
  const [session, setSession] = useState<StudioSession | null>(null);
  const [balance, setBalance] = useState(0);
  const [fairness, setFairness] = useState<StudioFairness | null>(null);
  const [roundState, setRoundState] = useState<unknown>(null);
  const [freespins, setFreespins] = useState<StudioFreespins | null>(null);
  const [lastPlay, setLastPlay] = useState<StudioPlay | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState({ text: "", id: 0 });
  const [playCount, setPlayCount] = useState(0);
  const records = useRef(new Map<number, PlayRecord>());
  const inFlight = useRef(false);

  const applySession = useCallback((loaded: StudioSession) => {
    setSession(loaded);
    setBalance(loaded.balance);
    setFairness(loaded.fairness);
    setRoundState(loaded.state);
    setFreespins(loaded.freespins ?? null);
  }, []);

  useEffect(() => {
    if (!token) {
      setStatus("ended");
      return;
    }
    let cancelled = false;
    api.getStudioSession().then((result) => {
      if (cancelled) return;
      if (!result.ok) {
        const kind = refusalKind(result);
        setStatus(kind === "session_ended" || result.status === 404 ? "ended" : "failed");
        return;
      }
      applySession(result.data);
      setStatus("ready");
      postToParent({ type: "croupier:ready", balance: result.data.balance, currency: result.data.currency });
    });
    return () => {
      cancelled = true;
    };
  }, [api, token, applySession]);

  // The countdown ticks only while there is something to count.
  useEffect(() => {
    setNow(Date.now());
    if (cooldownUntil <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= cooldownUntil) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [cooldownUntil]);

  const coolingDown = cooldownUntil > now;
  const canPlay = status === "ready" && !busy && !paused && !coolingDown;

  const play = useCallback(
    async (action: StudioAction, options: PlayOptions = {}): Promise<StudioPlay | null> => {
      if (!session || inFlight.current || paused || status !== "ready") return null;
      const started = Date.now();
      if (cooldownUntil > started) return null;
      inFlight.current = true;
      setBusy(true);
      setRefusal(null);
      const stateBefore = roundState;
      const result = await api.playStudioAction(action, options.freespinsId);
      try {
        if (!result.ok) {
          const kind = refusalKind(result);
          if (kind === "session_ended") setStatus("ended");
          if (kind === "too_soon") setCooldownUntil(Date.now() + (result.retry_after_ms ?? 1000));
          if (typeof result.balance === "number") setBalance(result.balance);
          if (kind === "round_open" || result.code === "freespins_not_playable") {
            const reloaded = await api.getStudioSession();
            if (reloaded.ok) applySession(reloaded.data);
          }
          setRefusal({ kind, error: result });
          return null;
        }
        const played = result.data;
        records.current.set(played.play_id, { action, stateBefore });
        setCooldownUntil(started + session.rules.min_round_interval_ms);
        await options.reveal?.(played);
        setBalance(played.balance);
        setFairness(played.fairness);
        setRoundState(played.state);
        setFreespins(played.freespins ?? null);
        setLastPlay(played);
        setPlayCount((count) => count + 1);
        postToParent({
          type: "croupier:round",
          balance: played.balance,
          currency: session.currency,
          stake: played.stake,
          win: played.win,
          roundClosed: played.round_closed,
        });
        return played;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [api, session, paused, status, cooldownUntil, roundState, applySession],
  );

  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, id: last.id + 1 })), []);
  const dismissRefusal = useCallback(() => setRefusal(null), []);

  return {
    status,
    session,
    balance,
    fairness,
    roundState,
    freespins,
    lastPlay,
    busy,
    paused,
    cooldownUntil,
    now,
    refusal,
    announcement,
    playCount,
    records: records.current,
    api,
    canPlay,
    play,
    announce,
    dismissRefusal,
    setFairness,
  };
}
