import { tournamentCalls } from "@croupier/contract/client/tournaments";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { Tournament, TournamentLeaderboardEvent, TournamentPlayer } from "@croupier/contract/schemas/tournaments";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { throttle } from "./throttle.ts";

/** The player's own row is read again at most this often while events arrive. */
export const OWN_ROW_INTERVAL_MS = 1500;

/** Subscribes a public channel: the realtime client, loaded on first use (tests pass their own). */
export type SubscribeChannel = (options: {
  locale: Locale;
  signedIn: boolean;
  channel: string;
  onPublication: (data: unknown) => void;
  onSubscribed?: () => void;
}) => Promise<{ stop(): void }>;

export const subscribeWithRealtimeClient: SubscribeChannel = (options) =>
  import("../realtime/realtime-client.ts").then(({ startPublicSubscription }) => startPublicSubscription(options));

function isLeaderboardEvent(data: unknown, id: number): data is TournamentLeaderboardEvent {
  const event = data as Partial<TournamentLeaderboardEvent> | null;
  return typeof event === "object" && event !== null && event.tournament_id === id && Array.isArray(event.top_players);
}

/**
 * A tournament as it changes: the server render's data, then the leaderboard channel's events
 * (the first places and the status, for any visitor) over the realtime connection, which loads after
 * hydration as a chunk of its own. After an event a signed-in player's own row is read again
 * (GET /api/tournaments/{id}/status), throttled; a status change reloads the whole tournament
 * (the winners appear when it ends). Nothing polls.
 */
export function useTournamentLive({
  locale,
  initial,
  initialOwn,
  signedIn,
  subscribe = subscribeWithRealtimeClient,
}: {
  locale: Locale;
  initial: Tournament;
  initialOwn: TournamentPlayer | null;
  signedIn: boolean;
  subscribe?: SubscribeChannel;
}) {
  const [tournament, setTournament] = useState(initial);
  const [own, setOwn] = useState(initialOwn);
  useEffect(() => setTournament(initial), [initial]);
  useEffect(() => setOwn(initialOwn), [initialOwn]);

  const id = tournament.id;
  const api = useCallback(() => browserApi(locale, tournamentCalls), [locale]);
  const sequence = useRef({ tournament: 0, own: 0 });

  const reloadTournament = useCallback(async () => {
    const mine = ++sequence.current.tournament;
    const result = await api().getTournament(id);
    if (result.ok && mine === sequence.current.tournament) setTournament(result.data);
  }, [api, id]);

  const reloadOwn = useCallback(async () => {
    if (!signedIn) return;
    const mine = ++sequence.current.own;
    const result = await api().getStatus(id);
    if (result.ok && Array.isArray(result.data) && mine === sequence.current.own) setOwn(result.data[0] ?? null);
  }, [api, id, signedIn]);

  const isOpen = tournament.status === "new" || tournament.status === "started";
  const channel = tournament.leaderboard_channel;
  const latest = useRef({ reloadTournament, reloadOwn, status: tournament.status });
  latest.current = { reloadTournament, reloadOwn, status: tournament.status };

  useEffect(() => {
    if (!isOpen || !channel) return;
    const ownLater = throttle(() => void latest.current.reloadOwn(), OWN_ROW_INTERVAL_MS);
    const onPublication = (data: unknown) => {
      if (!isLeaderboardEvent(data, id)) return;
      const statusChanged = data.status !== latest.current.status;
      setTournament((current) => ({
        ...current,
        status: data.status,
        in_progress: data.status === "started",
        top_players: data.top_players,
      }));
      if (statusChanged || data.event === "status") void latest.current.reloadTournament();
      ownLater();
    };
    let stopped = false;
    let stop: (() => void) | undefined;
    subscribe({
      locale,
      signedIn,
      channel,
      onPublication,
      // A (re)subscription may follow missed events: read the state afresh.
      onSubscribed: () => {
        void latest.current.reloadTournament();
        ownLater();
      },
    })
      .then((connection) => {
        if (stopped) connection.stop();
        else stop = connection.stop;
      })
      .catch(() => {
        // No realtime: the page shows the state it loaded, and a reload shows the latest.
      });
    return () => {
      stopped = true;
      stop?.();
      ownLater.cancel();
    };
  }, [id, channel, isOpen, locale, signedIn, subscribe]);

  return { tournament, own, setOwn, reloadOwn, api };
}
