import { generateKeyPairSync, randomUUID } from "node:crypto";
import { decodeJwt, importPKCS8, importSPKI, jwtVerify, SignJWT } from "jose";
import type { BetListSource, ProviderBet } from "./reconciliation.ts";
import type { SportsbookBetStatus } from "./schema.ts";

// A fake Betby for tests and demos. It signs its wallet callbacks with its own RSA key (the
// platform is configured with the public half, SPORTSBOOK_BETBY_PUBLIC_KEY), keeps its own book of
// the bets it placed (its bet list for reconciliation), and verifies the players' launch tokens
// with our ES256 public key as Betby does. The transport is the caller's: `app.inject` in tests,
// HTTP against a running platform in the demo script (scripts/fake-betby.ts). Its keys are made
// on demand and never configured by default: a platform trusts it only when an operator sets them.

export interface FakeBetbyKeys {
  /** SPKI PEM: the platform's SPORTSBOOK_BETBY_PUBLIC_KEY. */
  publicPem: string;
  /** PKCS#8 PEM: the fake's own signing key. */
  privatePem: string;
}

/** A new RSA key pair for the fake's callbacks. */
export function generateFakeBetbyKeys(): FakeBetbyKeys {
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    publicPem: pair.publicKey.export({ type: "spki", format: "pem" }).toString(),
    privatePem: pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/** A new ES256 key pair: the platform signs launch tokens with the private half (SPORTSBOOK_BETBY_PRIVATE_KEY). */
export function generateLaunchKeys(): FakeBetbyKeys {
  const pair = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  return {
    publicPem: pair.publicKey.export({ type: "spki", format: "pem" }).toString(),
    privatePem: pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/** A PEM as one env line ("\n" escapes), as config.ts reads it. */
export const pemAsEnv = (pem: string) => pem.trim().replaceAll("\n", "\\n");

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs `{payload}` to `/api/sportsbook/betby/<path>` and answers the status and JSON body. */
export type Transport = (path: string, body: { payload: string }) => Promise<Reply>;

/** The player as the fake knows them from their launch token. */
export interface FakePlayer {
  id: number;
  /** The launch token's jti (Betby's session_id). */
  session: string;
  currency: string;
}

/** A bet in the fake's own book; `ourId` is the platform's bet_transaction_id. */
export interface FakeBet extends ProviderBet {
  ourId: string;
}

type KeyLike = Awaited<ReturnType<typeof importPKCS8>>;

export class FakeBetby implements BetListSource {
  readonly keys: FakeBetbyKeys;
  private readonly send: Transport;
  private readonly now: () => Date;
  private key: Promise<KeyLike> | undefined;
  /** The fake's book, by its make transaction id. */
  readonly bets = new Map<string, FakeBet>();

  constructor(options: { send: Transport; now?: () => Date; keys?: FakeBetbyKeys }) {
    this.send = options.send;
    this.now = options.now ?? (() => new Date());
    this.keys = options.keys ?? generateFakeBetbyKeys();
  }

  /** The request as Betby sends it: an RS256 JWT whose `payload` claim is the request. */
  async sign(payload: object, privatePem = this.keys.privatePem): Promise<string> {
    if (privatePem === this.keys.privatePem) this.key ??= importPKCS8(privatePem, "RS256");
    const key = privatePem === this.keys.privatePem ? this.key : importPKCS8(privatePem, "RS256");
    return new SignJWT({ payload })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuedAt(Math.floor(this.now().getTime() / 1000))
      .sign(await (key as Promise<KeyLike>));
  }

  /** Sends one callback signed with the fake's key (or `privatePem`, to forge one). */
  async call(path: string, payload: object, privatePem?: string): Promise<Reply> {
    return this.send(path, { payload: await this.sign(payload, privatePem) });
  }

  /** The player of a launch token, after checking its ES256 signature with the platform's public key. */
  async acceptLaunchToken(token: string, launchPublicPem: string, brandId: string): Promise<FakePlayer> {
    const { payload } = await jwtVerify(token, await importSPKI(launchPublicPem, "ES256"), {
      algorithms: ["ES256"],
      issuer: brandId,
      currentDate: this.now(),
    });
    return { id: Number(payload.sub), session: String(payload.jti), currency: String(payload.currency) };
  }

  /** The claims of a launch token, unverified (for display). */
  static claimsOf(token: string) {
    return decodeJwt(token);
  }

  /** bet/make: holds the stake; a 200 enters the bet in the fake's book. */
  async make(player: FakePlayer, amount: number, transactionId: string = randomUUID()): Promise<Reply> {
    const reply = await this.call("bet/make", {
      amount,
      currency: player.currency,
      player_id: String(player.id),
      session_id: player.session,
      potential_win: amount * 2,
      transaction: {
        id: transactionId,
        betslip_id: randomUUID(),
        ext_player_id: String(player.id),
        amount,
        currency: player.currency,
        operation: "bet",
      },
      betslip: { id: randomUUID(), type: "1/1", sum: amount, k: "2.00", bets: [{ id: "1", odds: "2.00" }] },
    });
    if (reply.status === 200 && !this.bets.has(transactionId)) {
      this.bets.set(transactionId, {
        transactionId,
        ourId: String(reply.body.id),
        playerId: String(player.id),
        currency: player.currency,
        stake: BigInt(amount),
        status: "pending",
        settledAmount: 0n,
        placedAt: this.now(),
      });
    }
    return reply;
  }

  async commit(bet: FakeBet): Promise<Reply> {
    const reply = await this.call("bet/commit", { bet_transaction_id: bet.ourId });
    if (reply.status === 200 && bet.status === "pending") bet.status = "open";
    return reply;
  }

  /** bet/discard, named by the fake's make transaction id (it may come before the make). */
  async discard(playerId: number, transactionId: string): Promise<Reply> {
    const reply = await this.call("bet/discard", {
      ext_player_id: String(playerId),
      transaction_id: transactionId,
      reason: "risk management",
    });
    const bet = this.bets.get(transactionId);
    if (reply.status === 200 && bet) bet.status = "discarded";
    return reply;
  }

  async win(bet: FakeBet, amount: number, options: { cashout?: boolean; transactionId?: string } = {}) {
    const reply = await this.call("bet/win", {
      bet_transaction_id: bet.ourId,
      amount,
      currency: bet.currency,
      is_cashout: options.cashout ?? false,
      transaction: { id: options.transactionId ?? randomUUID(), amount, operation: "win" },
      selections: [{ id: "1", event_id: "e1", status: "won", odds: "2.00" }],
    });
    this.settled(bet, reply, options.cashout ? "cashed_out" : "won", BigInt(amount));
    return reply;
  }

  async lost(bet: FakeBet, transactionId: string = randomUUID()): Promise<Reply> {
    const reply = await this.call("bet/lost", {
      bet_transaction_id: bet.ourId,
      amount: 0,
      currency: bet.currency,
      transaction: { id: transactionId, amount: 0, operation: "lost" },
      selections: [{ id: "1", event_id: "e1", status: "lost", odds: "2.00" }],
    });
    this.settled(bet, reply, "lost", 0n);
    return reply;
  }

  async refund(bet: FakeBet): Promise<Reply> {
    const amount = Number(bet.stake);
    const reply = await this.call("bet/refund", {
      bet_transaction_id: bet.ourId,
      reason: "Event abandoned",
      reason_code: 10,
      transaction: { id: randomUUID(), amount, operation: "refund" },
    });
    this.settled(bet, reply, "refund", bet.stake);
    return reply;
  }

  /** bet/rollback: re-opens the settled bet (a new settlement follows). */
  async rollback(bet: FakeBet, transactionId: string = randomUUID()): Promise<Reply> {
    const reply = await this.call("bet/rollback", {
      bet_transaction_id: bet.ourId,
      parent_transaction_id: bet.ourId,
      transaction: { id: transactionId, operation: "rollback" },
    });
    if (reply.status === 200) {
      bet.status = "open";
      bet.settledAmount = 0n;
    }
    return reply;
  }

  /** bet/settlement: the bet is final (no money). */
  async finalise(bet: FakeBet): Promise<Reply> {
    return this.call("bet/settlement", { bet_transaction_id: bet.ourId, status: bet.status });
  }

  private settled(bet: FakeBet, reply: Reply, status: SportsbookBetStatus, amount: bigint) {
    if (reply.status !== 200) return;
    bet.status = status;
    bet.settledAmount = amount;
  }

  /** The fake's bet, by its make transaction id. */
  bet(transactionId: unknown): FakeBet {
    const bet = this.bets.get(String(transactionId));
    if (!bet) throw new Error(`the fake placed no bet ${String(transactionId)}`);
    return bet;
  }

  /** Its bet list for reconciliation: the bets it placed in [since, until). */
  async listBets(since: Date, until: Date): Promise<ProviderBet[]> {
    return [...this.bets.values()]
      .filter((bet) => bet.placedAt >= since && bet.placedAt < until)
      .map(({ ourId: _ourId, ...bet }) => ({ ...bet }));
  }
}
