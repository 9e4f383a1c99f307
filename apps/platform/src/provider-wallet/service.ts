import {
  type ProviderWalletBalanceRequest,
  type ProviderWalletRollbackRequest,
  type ProviderWalletWinRequest,
  providerWalletBalanceRequest,
  providerWalletBetRequest,
  providerWalletRollbackRequest,
  providerWalletWinRequest,
} from "@croupier/contract";
import type { Db } from "../db/database.ts";
import { isLedgerError } from "../ledger/ledger-error.ts";
import { betUnderLimits } from "./bet-limits.ts";
import { betOrWin } from "./bet-win.ts";
import { getWalletProvider, loadWalletProvider, signerOf } from "./providers.ts";
import { findAction, findStoredResponse, storeResponse } from "./repository.ts";
import {
  type Answer,
  answerWithBalance,
  ClaimedConcurrently,
  loadContext,
  Refusal,
  readBalance,
  repeatAnswer,
  rollbackHash,
} from "./request-context.ts";
import { rollback } from "./rollback.ts";

// The seamless wallet (docs/provider-wallet-protocol.md). Every call answers a status; money moves
// only through ledger postings (key `game:<provider>:<transaction id>`: ledger_post inside the
// database's wallet_move for bets and wins, postTransaction for rollbacks), so the ledger's own
// idempotency backs up the UNIQUE (provider, transaction id) of game_actions.

export const WALLET_CALLS = ["balance", "bet", "win", "rollback"] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];

export interface WalletRequest {
  providerId: string;
  call: WalletCall;
  rawBody: string;
  signature: string | undefined;
  now: Date;
}

type ParsedCall =
  | { call: "balance"; body: ProviderWalletBalanceRequest }
  | { call: "bet" | "win"; body: ProviderWalletWinRequest }
  | { call: "rollback"; body: ProviderWalletRollbackRequest };

/**
 * Authenticates and answers one wallet call. A request id seen before answers its stored answer
 * (balance calls are neither stored nor deduplicated). Bets and wins are one call of the
 * database's wallet_move; balance and rollback calls read the provider afresh.
 */
export async function handleWalletCall(db: Db, request: WalletRequest): Promise<Answer> {
  const isMove = request.call === "bet" || request.call === "win";
  let provider = isMove
    ? await getWalletProvider(db, request.providerId)
    : await loadWalletProvider(db, request.providerId);
  for (let attempt = 1; ; attempt += 1) {
    if (!provider?.enabled) return { status: "RS_ERROR_INVALID_PARTNER" };
    // The current secret, or the previous one during its grace period: wallet_move is given the
    // digest of the one that signed.
    const signer = signerOf(provider, request.rawBody, request.signature, request.now);
    if (!signer) {
      // The kept copy may predate a new secret: check once more against a fresh read.
      if (!provider.isCached) return { status: "RS_ERROR_INVALID_SIGNATURE" };
      provider = await loadWalletProvider(db, request.providerId);
      continue;
    }
    provider = signer;
    let json: unknown;
    try {
      json = JSON.parse(request.rawBody);
    } catch {
      return { status: "RS_ERROR_WRONG_SYNTAX" };
    }
    const parsed = parseCall(request.call, json);
    if (!parsed) {
      const requestId = (json as { request_uuid?: unknown } | null)?.request_uuid;
      return {
        status: "RS_ERROR_WRONG_SYNTAX",
        ...(typeof requestId === "string" ? { request_uuid: requestId } : {}),
      };
    }
    if (parsed.call === "balance") return answerBalance(db, provider.id, parsed.body);
    if (parsed.call === "rollback") return answerRollback(db, provider.id, parsed.body);

    const moved = await betOrWin(db, provider, parsed.call, parsed.body, request.now);
    const outcome = "isLimited" in moved ? await betUnderLimits(db, provider, parsed.body, request.now) : moved;
    if ("answer" in outcome) return outcome.answer;
    // Disabled, or its secret changed, since the copy was read: decide again on a fresh read.
    if (attempt >= MAX_PROVIDER_READS) throw new Error(`provider ${request.providerId} keeps changing`);
    provider = await loadWalletProvider(db, request.providerId);
  }
}

const MAX_PROVIDER_READS = 3;

async function answerRollback(db: Db, providerId: string, body: ProviderWalletRollbackRequest): Promise<Answer> {
  const stored = await findStoredResponse(db, providerId, body.request_uuid);
  if (stored) return stored as Answer;
  const answer = await answerRollbackCall(db, providerId, body);
  return (await storeResponse(db, providerId, body.request_uuid, answer)) as Answer;
}

function parseCall(call: WalletCall, json: unknown): ParsedCall | null {
  switch (call) {
    case "balance": {
      const result = providerWalletBalanceRequest.safeParse(json);
      return result.success ? { call, body: result.data } : null;
    }
    case "bet":
    case "win": {
      const result = (call === "bet" ? providerWalletBetRequest : providerWalletWinRequest).safeParse(json);
      return result.success ? { call, body: result.data } : null;
    }
    case "rollback": {
      const result = providerWalletRollbackRequest.safeParse(json);
      return result.success ? { call, body: result.data } : null;
    }
  }
}

async function answerBalance(db: Db, providerId: string, body: ProviderWalletBalanceRequest): Promise<Answer> {
  const context = await loadContext(db, providerId, body.token, body.request_uuid);
  if (!context) return { status: "RS_ERROR_INVALID_TOKEN", request_uuid: body.request_uuid };
  return answerWithBalance(context, "RS_OK", await readBalance(db, context));
}

async function answerRollbackCall(db: Db, providerId: string, body: ProviderWalletRollbackRequest): Promise<Answer> {
  const context = await loadContext(db, providerId, body.token, body.request_uuid);
  if (!context) return { status: "RS_ERROR_INVALID_TOKEN", request_uuid: body.request_uuid };
  try {
    return await rollback(db, providerId, context, body);
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    if (isLedgerError(error, "insufficient_funds")) {
      return answerWithBalance(context, "RS_ERROR_NOT_ENOUGH_MONEY", await readBalance(db, context));
    }
    if (error instanceof ClaimedConcurrently) {
      // Another request committed this transaction id first: answer as a repeat of it.
      const existing = await findAction(db, providerId, body.transaction_uuid);
      if (existing) return repeatAnswer(db, context, existing, rollbackHash(body));
    }
    throw error;
  }
}
