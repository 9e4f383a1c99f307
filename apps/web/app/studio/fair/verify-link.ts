import type { PlayRecord } from "../use-studio-game.ts";

// The public verify page's address, filled in with what is known about a play: its seeds, nonce
// and (for plays made on this screen) its action and the state before it.

export interface VerifyFields {
  title: string;
  serverSeed?: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  record?: PlayRecord;
}

export const VERIFY_PARAMS = {
  title: "title",
  serverSeed: "server_seed",
  serverSeedHash: "server_seed_hash",
  clientSeed: "client_seed",
  nonce: "nonce",
  action: "action",
  state: "state",
} as const;

export function verifySearch(fields: VerifyFields): string {
  const params = new URLSearchParams();
  params.set(VERIFY_PARAMS.title, fields.title);
  if (fields.serverSeed) params.set(VERIFY_PARAMS.serverSeed, fields.serverSeed);
  params.set(VERIFY_PARAMS.serverSeedHash, fields.serverSeedHash);
  params.set(VERIFY_PARAMS.clientSeed, fields.clientSeed);
  params.set(VERIFY_PARAMS.nonce, String(fields.nonce));
  if (fields.record) {
    params.set(VERIFY_PARAMS.action, JSON.stringify(fields.record.action));
    const state = fields.record.stateBefore;
    if (state && (state as { phase?: string }).phase !== "idle") params.set(VERIFY_PARAMS.state, JSON.stringify(state));
  }
  return `?${params.toString()}`;
}

/** Reads the same parameters back on the verify page (missing ones come back empty). */
export function readVerifySearch(search: URLSearchParams) {
  const get = (name: string) => search.get(name) ?? "";
  return {
    title: get(VERIFY_PARAMS.title),
    serverSeed: get(VERIFY_PARAMS.serverSeed),
    serverSeedHash: get(VERIFY_PARAMS.serverSeedHash),
    clientSeed: get(VERIFY_PARAMS.clientSeed),
    nonce: get(VERIFY_PARAMS.nonce),
    action: get(VERIFY_PARAMS.action),
    state: get(VERIFY_PARAMS.state),
  };
}
