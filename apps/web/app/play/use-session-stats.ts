import { gameCalls } from "@croupier/contract/client/games";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { GameSessionStats } from "@croupier/contract/schemas/studio";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "../lib/api.client.ts";

/** Figures are refreshed after every round the game reports, and at least this often. */
export const SESSION_STATS_REFRESH_MS = 30_000;

/**
 * The open session's figures (GET /api/player/game_sessions/{id}) for the net position and the
 * reality check. A failed refresh keeps the last figures; `refresh` answers the fresh ones.
 */
export function useSessionStats(sessionId: number | null, locale: Locale) {
  const [stats, setStats] = useState<GameSessionStats | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(async (): Promise<GameSessionStats | null> => {
    if (sessionId === null) return null;
    const ticket = ++latest.current;
    const result = await browserApi(locale, gameCalls).getGameSessionStats(sessionId);
    if (!result.ok) return null;
    // Only the newest request may write: an older, slower answer must not undo a newer one.
    if (ticket === latest.current) setStats(result.data);
    return result.data;
  }, [sessionId, locale]);

  useEffect(() => {
    if (sessionId === null) return;
    void refresh();
    const timer = window.setInterval(() => void refresh(), SESSION_STATS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [sessionId, refresh]);

  return { stats, refresh };
}
