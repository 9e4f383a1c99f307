import type {
  Player,
  PlayerGroup,
  PlayerGroupsChange,
  PlayerSession,
  PlayerSettings,
  PlayerStats,
} from "../schemas/player.ts";
import type { RealityCheckState } from "../schemas/studio.ts";
import type { ApiCall } from "./call.ts";

/** The signed-in player: details, groups, stats, sessions, bonus settings, reality check. */
export function playerCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getPlayer: () => get<Player>("/api/player"),
    updatePlayer: (player: Record<string, unknown>, context = "edition") =>
      call<Player>("PATCH", "/api/player", { player, context }),
    updateLocale: (locale: string) => call<Player>("PATCH", "/api/player/update_locale", { locale }),
    getPlayerGroups: () => get<PlayerGroup[]>("/api/player/groups"),
    updatePlayerGroups: (groups: PlayerGroupsChange) => call<PlayerGroup[]>("POST", "/api/player/groups", { groups }),
    getPlayerStats: () => get<PlayerStats>("/api/player/stats"),
    getPlayerSettings: () => get<PlayerSettings>("/api/player/settings"),
    getPlayerSessions: () => get<PlayerSession[]>("/api/player/sessions"),
    deletePlayerSession: (id: number) => call<null>("DELETE", `/api/player/sessions/${id}`),
    /** The bonus code for the next deposit; answers the player (`deposit_bonus_code`). */
    setBonusCode: (code: string) =>
      call<Player>("PATCH", `/api/player/set_bonus_code?deposit_bonus_code=${encodeURIComponent(code)}`, {
        deposit_bonus_code: code,
      }),
    clearBonusCode: () => call<Player>("DELETE", "/api/player/clear_bonus_code"),
    /** The bonus toggle (off clears the picked bonus and code): answers the player (`can_issue_bonuses`). */
    updateBonusSettings: (canIssue: boolean) =>
      call<Player>("PATCH", `/api/player/update_bonus_settings?can_issue=${canIssue}`, { can_issue: canIssue }),
    /** The reality-check interval and the range the operator's play rules allow. */
    getRealityCheck: () => get<RealityCheckState>("/api/player/reality_check"),
    setRealityCheck: (intervalMinutes: number) =>
      call<RealityCheckState>("PUT", "/api/player/reality_check", { interval_minutes: intervalMinutes }),
  };
}
