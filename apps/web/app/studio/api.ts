import { MEDIA_TYPE_V1 } from "@croupier/contract/media-types";
import type { STUDIO_TOKEN_HEADER } from "@croupier/contract/schemas/studio";
import type {
  PlaySummary,
  SeedRotation,
  StudioAction,
  StudioFairness,
  StudioPlay,
  StudioSession,
  Verification,
} from "./types.ts";

// The studio's game API as the game screen calls it: every call carries the launch token in a
// header (never a cookie, so a demo and a real session can sit side by side). Plain fetch rather
// than the contract's client: a refusal's `code`, `balance` and `retry_after_ms` drive the screen.
// Only types come from the contract, so no zod reaches this chunk.

const TOKEN_HEADER: typeof STUDIO_TOKEN_HEADER = "x-studio-token";

/** A refused or failed call; status 0 means the network failed. */
export interface StudioError {
  status: number;
  code?: string;
  message?: string;
  fields?: Record<string, string[]>;
  retryAfterMs?: number;
  balance?: number;
}

export type StudioResult<T> = { ok: true; data: T } | { ok: false; error: StudioError };

type Fetch = typeof globalThis.fetch;

/** Reads an error body: `{ error, code, balance, retry_after_ms }` or a 422's `{ errors }`. */
export function toStudioError(status: number, body: unknown): StudioError {
  const value = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const error: StudioError = { status };
  if (typeof value.code === "string") error.code = value.code;
  if (typeof value.error === "string") error.message = value.error;
  if (typeof value.errors === "object" && value.errors !== null) error.fields = value.errors as StudioError["fields"];
  if (typeof value.retry_after_ms === "number") error.retryAfterMs = value.retry_after_ms;
  if (typeof value.balance === "number") error.balance = value.balance;
  // A platform that sends no code still says what happened through its status.
  if (!error.code && status === 401) error.code = "session_ended";
  if (!error.code && status === 429) error.code = "too_soon";
  return error;
}

export function createStudioApi(token: string | null, locale: string, fetchImpl?: Fetch) {
  const doFetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(method: string, path: string, body?: unknown): Promise<StudioResult<T>> {
    const headers: Record<string, string> = {
      Accept: MEDIA_TYPE_V1,
      "Accept-Language": locale,
      "X-Requested-With": "XMLHttpRequest",
    };
    if (token) headers[TOKEN_HEADER] = token;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        headers,
        credentials: "same-origin",
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { ok: false, error: { status: 0, code: "network" } };
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.ok) return { ok: true, data: parsed as T };
    return { ok: false, error: toStudioError(response.status, parsed) };
  }

  return {
    getSession: () => call<StudioSession>("GET", "/api/studio/session"),
    play: (action: StudioAction) => call<StudioPlay>("POST", "/api/studio/play", { action }),
    setClientSeed: (clientSeed: string) =>
      call<StudioFairness>("PUT", "/api/studio/seeds/client", { client_seed: clientSeed }),
    rotateSeeds: () => call<SeedRotation>("POST", "/api/studio/seeds/rotate"),
    getPlays: async (limit = 10): Promise<StudioResult<PlaySummary[]>> => {
      const result = await call<PlaySummary[] | { plays: PlaySummary[] }>("GET", `/api/studio/plays?limit=${limit}`);
      if (!result.ok) return result;
      return { ok: true, data: Array.isArray(result.data) ? result.data : (result.data?.plays ?? []) };
    },
    verifyPlay: (playId: number) => call<Verification>("GET", `/api/studio/plays/${playId}/verify`),
    /** Public: replays a round from revealed seeds (no token needed). */
    verify: (request: VerifyRequest) => call<Verification>("POST", "/api/studio/verify", request),
  };
}

export type StudioApi = ReturnType<typeof createStudioApi>;

export interface VerifyRequest {
  title_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  state?: unknown;
  action: Record<string, unknown>;
}
