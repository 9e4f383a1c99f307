import type { z } from "zod";
import type { Locale } from "./i18n/locales.ts";
import { MEDIA_TYPE_V1 } from "./media-types.ts";
import type { SignInFields } from "./schemas/auth.ts";
import type { cmsFiles, cmsPage, cmsPages, cmsSnippets } from "./schemas/cms.ts";
import type { ContactFields } from "./schemas/contact.ts";
import type {
  AllowedGames,
  GameCollection,
  GameDeviceKind,
  GameLaunch,
  GameProviderInfo,
  GamesInfo,
  PlayerGameRound,
  UnfinishedGame,
  Winner,
} from "./schemas/games.ts";
import type { GamesFilterPage, GamesFilterRequest } from "./schemas/games-filter.ts";
import type {
  countries,
  currencies,
  currentIp,
  googleTagManager,
  locales,
  playerFields,
  project,
  restrictionMarks,
  restrictions,
} from "./schemas/info.ts";
import type {
  DepositCreated,
  DepositRequest,
  Payment,
  PaymentActionQuery,
  PaymentMethod,
  PaymentMethodFields,
  PaymentsPage,
  PaymentsPageRequest,
  WithdrawalRequest,
} from "./schemas/payments.ts";
import type {
  Player,
  PlayerGroup,
  PlayerGroupsChange,
  PlayerSession,
  PlayerSettings,
  PlayerStats,
} from "./schemas/player.ts";
import type { GameSessionStats } from "./schemas/studio.ts";
import type { SelectLotteryBody, WalletAccount } from "./schemas/wallet.ts";
import type { FieldErrors } from "./validation/field-errors.ts";

// The typed HTTP client the site uses. It speaks only HTTP, so the same front end can face any
// platform that honours the contract. `fetch` is injectable: the server-side renderer passes one
// that reaches the platform in-process and forwards the visitor's cookies.

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      errors?: FieldErrors;
      /** The failure's words for people (`"network"` when no answer came). */
      error?: string;
      /** The failure's machine code where the body has one (`{ error, code }`, e.g. `game_unavailable`). */
      code?: string;
    };

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  locale?: Locale;
  /** Extra headers on every call (the renderer forwards Cookie and X-Forwarded-For). */
  headers?: Record<string, string>;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? "";
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const separator = path.includes("?") ? "&" : "?";
    const url = options.locale
      ? `${baseUrl}${path}${separator}l=${encodeURIComponent(options.locale)}`
      : `${baseUrl}${path}`;
    const headers: Record<string, string> = {
      Accept: MEDIA_TYPE_V1,
      "X-Requested-With": "XMLHttpRequest",
      ...options.headers,
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (options.locale) headers["Accept-Language"] = options.locale;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, error: "network" };
    }
    const text = await response.text();
    const parsed: unknown = text ? safeJson(text) : null;
    if (response.ok) return { ok: true, status: response.status, data: parsed as T };
    const failure = (parsed ?? {}) as { errors?: FieldErrors; error?: string; code?: unknown };
    const code = typeof failure.code === "string" ? { code: failure.code } : {};
    return { ok: false, status: response.status, errors: failure.errors, error: failure.error, ...code };
  }

  const get = <T>(path: string) => call<T>("GET", path);

  return {
    call,
    getCurrentIp: () => get<z.infer<typeof currentIp>>("/api/current_ip"),
    getRestrictions: () => get<z.infer<typeof restrictions>>("/api/restrictions"),
    getRestrictionMarks: () => get<z.infer<typeof restrictionMarks>>("/api/restrictions/marks"),
    getTournamentStatuses: () => get<unknown[]>("/api/tournaments/statuses"),
    getGoogleTagManager: () => get<z.infer<typeof googleTagManager>>("/api/settings/google_tag_manager"),
    getLocales: () => get<z.infer<typeof locales>>("/api/info/locales"),
    getCmsLocales: () => get<z.infer<typeof locales>>("/api/info/cms_locales"),
    getCurrencies: () => get<z.infer<typeof currencies>>("/api/info/currencies"),
    getCountries: () => get<z.infer<typeof countries>>("/api/info/countries"),
    getProject: () => get<z.infer<typeof project>>("/api/info/project"),
    getPlayerFields: () => get<z.infer<typeof playerFields>>("/api/info/player_fields"),
    getCmsPages: () => get<z.infer<typeof cmsPages>>("/api/cms/pages"),
    getCmsPage: (slug: string) =>
      get<z.infer<typeof cmsPage>>(`/api/cms/pages/${slug.split("/").map(encodeURIComponent).join("/")}`),
    getCmsSnippets: () => get<z.infer<typeof cmsSnippets>>("/api/cms/snippets"),
    getCmsFiles: () => get<z.infer<typeof cmsFiles>>("/api/cms/files"),
    sendContactMessage: (contact: ContactFields) =>
      call<Record<string, never>>("POST", "/api/send_contact_message", { contact }),
    // Auth (api-contract.md §3).
    signIn: (user: SignInFields) => call<Player>("POST", "/api/users/sign_in", { user }),
    /** The sign-up payload of spec point 3 (see makeSignUpBody). Answers the new player (201). */
    signUp: (user: Record<string, unknown>) => call<Player>("POST", "/api/users", { user }),
    signOut: () => call<null>("DELETE", "/api/users/sign_out"),
    requestPasswordReset: (email: string) => call<EmptyObject>("POST", "/api/users/password", { user: { email } }),
    resetPassword: (user: { reset_password_token: string; password: string; password_confirmation: string }) =>
      call<EmptyObject>("PUT", "/api/users/password", { user }),
    requestUnlock: (email: string) => call<EmptyObject>("POST", "/api/users/unlock", { user: { email } }),
    /** Checks an unlock link without using it. */
    checkUnlock: (token: string) => get<EmptyObject>(`/api/users/unlock?unlock_token=${encodeURIComponent(token)}`),
    unlock: (token: string) => call<EmptyObject>("PUT", "/api/users/unlock", { unlock_token: token }),
    requestConfirmation: (email: string) => call<EmptyObject>("POST", "/api/users/confirmation", { user: { email } }),
    /** Checks a confirmation link without using it. */
    checkConfirmation: (token: string) =>
      get<EmptyObject>(`/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`),
    /**
     * Confirms the e-mail (a same-origin PUT); signs in only the device that signed this player in
     * before. Answers the player when signed in, else `{}`.
     */
    confirm: (token: string) =>
      call<Player | EmptyObject>("PUT", "/api/users/confirmation", { confirmation_token: token }),
    changePassword: (user: { current_password: string; password: string; password_confirmation: string }) =>
      call<EmptyObject>("PUT", "/api/users", { user }),
    // Player (api-contract.md §4).
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
    // Wallet (api-contract.md §4): one account per currency; adding one also selects it.
    getPlayerAccounts: () => get<WalletAccount[]>("/api/player/accounts?compatibility=false"),
    addPlayerAccount: (currency: string) =>
      call<WalletAccount>("POST", `/api/player/accounts?currency=${encodeURIComponent(currency)}`, { currency }),
    /** Spec point 7: the lottery this account takes part in (null clears it); answers the account. */
    selectLottery: (accountId: number, body: SelectLotteryBody) =>
      call<WalletAccount>("PATCH", `/api/player/accounts/${accountId}/select_lottery`, body),
    /** Spec point 7: the bonus code for the next deposit; answers the player (`deposit_bonus_code`). */
    setBonusCode: (code: string) =>
      call<Player>("PATCH", `/api/player/set_bonus_code?deposit_bonus_code=${encodeURIComponent(code)}`, {
        deposit_bonus_code: code,
      }),
    clearBonusCode: () => call<Player>("DELETE", "/api/player/clear_bonus_code"),
    /** Spec point 4, bonus toggle: answers the player (`can_issue_bonuses`). */
    updateBonusSettings: (canIssue: boolean) =>
      call<Player>("PATCH", `/api/player/update_bonus_settings?can_issue=${canIssue}`, { can_issue: canIssue }),
    // Payments (api-contract.md §9, spec point 7): the payments library's calls.
    getPaymentMethods: (currency: string, action: PaymentActionQuery = "deposit") =>
      get<PaymentMethod[]>(`/api/payments/methods?${paymentQuery(currency, action)}`),
    getPaymentMethodFields: (id: string, currency: string, action: PaymentActionQuery = "deposit") =>
      get<PaymentMethodFields>(
        `/api/payments/methods/${encodeURIComponent(id)}/fields?${paymentQuery(currency, action)}`,
      ),
    /** Answers `{id, state: "pending", redirectUrl}`: send the browser to redirectUrl (the gateway). */
    createDeposit: (deposit: DepositRequest) => call<DepositCreated>("POST", "/api/payments/deposits", deposit),
    getPlayerPayments: () => get<Payment[]>("/api/player/payments"),
    getPlayerPaymentsPage: (request: PaymentsPageRequest) =>
      call<PaymentsPage>("POST", "/api/player/payments/with_pages", request),
    /** Answers the pending withdrawal (201); its money waits in the pending-withdrawal account. */
    requestWithdrawal: (withdrawal: WithdrawalRequest) =>
      call<Payment>("POST", "/api/payments/withdrawals", withdrawal),
    /** Cancels a pending withdrawal where `recallable`. */
    recallPayment: (id: number) => call<Payment>("POST", `/api/player/payments/${id}/recall`),
    // Games (spec point 7, api-contract.md §8).
    getAllowedGames: (device: GameDeviceKind) => get<AllowedGames>(`/api/games/allowed_${device}`),
    /** One page of games matching a filter, playable games first (api-contract §8b). */
    filterGames: (request: GamesFilterRequest) => call<GamesFilterPage>("POST", "/api/games_filter", request),
    getGameCollections: () => get<GameCollection[]>("/api/games/collections"),
    getGameProviders: () => get<GameProviderInfo[]>("/api/games/providers"),
    getGamesInfo: (identifiers: readonly string[]) =>
      get<GamesInfo>(`/api/games_info?${identifiers.map((id) => `identifiers[]=${encodeURIComponent(id)}`).join("&")}`),
    /** Where the game iframe goes for a per-currency game id (401 real money signed out, 409 game_unavailable). */
    launchGame: (gameCurrencyId: number, device: GameDeviceKind) =>
      get<GameLaunch>(`/api/games/${gameCurrencyId}/play?device=${device}`),
    getFavoriteGames: () => get<number[]>("/api/player/favorite_games"),
    addFavoriteGame: (gameCurrencyId: number) => call<null>("PUT", `/api/player/favorite_games/${gameCurrencyId}`),
    removeFavoriteGame: (gameCurrencyId: number) =>
      call<null>("DELETE", `/api/player/favorite_games/${gameCurrencyId}`),
    getPlayerGames: () => get<PlayerGameRound[]>("/api/player/games"),
    getUnfinishedGames: (device: GameDeviceKind) => get<UnfinishedGame[]>(`/api/player/unfinished_games/${device}`),
    getWinners: (kind: "latest" | "top") => get<Winner[]>(`/api/stats/winners/${kind}`),
    getGameSessionStats: (sessionId: number) => get<GameSessionStats>(`/api/player/game_sessions/${sessionId}`),
    closeGameSession: (sessionId: number) => call<null>("DELETE", `/api/player/game_sessions/${sessionId}`),
    getRealityCheck: () => get<{ interval_minutes: number }>("/api/player/reality_check"),
    setRealityCheck: (intervalMinutes: number) =>
      call<{ interval_minutes: number }>("PUT", "/api/player/reality_check", { interval_minutes: intervalMinutes }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
type EmptyObject = Record<string, never>;

function paymentQuery(currency: string, action: PaymentActionQuery): string {
  return `currency=${encodeURIComponent(currency)}&action=${encodeURIComponent(action)}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
