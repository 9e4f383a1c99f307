import { randomBytes, randomUUID } from "node:crypto";
import { Centrifuge } from "centrifuge";
import { CALLBACK_PATH } from "../../apps/platform/src/payments/sandbox/callback-delivery.ts";
import { createSandboxGateway } from "../../apps/platform/src/payments/sandbox/sandbox-gateway.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../../apps/platform/src/payments/sandbox/signed-callback.ts";
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from "../../apps/platform/src/provider-wallet/signature.ts";
import type { FaultLog } from "./faults.ts";

// One simulated player of the load bench, over the public HTTP API through the balancer as a
// browser and the studio would: sign-up, sign-in, lobby, search, launch, then rounds of a bet and
// a win over the signed provider-wallet protocol, a sandbox deposit (the gateway's signed callback
// settles it) and a withdrawal now and then. Every call's latency goes to the shared recorder; a
// money call the platform acknowledged is kept so the bench can look for it in the database.

/** Operations whose latency counts as "money" for the ramp's stop rule. */
export const MONEY_OPERATIONS = new Set(["bet", "win", "deposit", "deposit callback", "withdrawal"]);
/** The seamless-wallet calls: the ramp stops when their p99 passes 50 ms (issue 20's target). */
export const WALLET_OPERATIONS = new Set(["bet", "win"]);

export interface Recorder {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  /** Withdrawals refused with 422 (a definite answer, not an error). */
  refusals: number;
  /** Of the errors, those inside a fault's window (FaultLog): expected, counted apart. */
  faultErrors: number;
  /** The first errors outside any fault's window, with the time they happened (since the start). */
  unexplained: string[];
  /** Sample error answers, a few per operation, for the report. */
  samples: string[];
  /** What the platform acknowledged: provider transaction ids, settled deposit and withdrawal ids. */
  acknowledged: { transactions: string[]; deposits: number[]; withdrawals: number[] };
}

export function createRecorder(): Recorder {
  return {
    latencies: new Map(),
    errors: new Map(),
    refusals: 0,
    faultErrors: 0,
    unexplained: [],
    samples: [],
    acknowledged: { transactions: [], deposits: [], withdrawals: [] },
  };
}

export interface LoadSettings {
  origin: string;
  providerSecret: string;
  gatewaySecret: string;
  /** The web build is served: lobby pages are fetched as HTML too. */
  pages: boolean;
  recorder: Recorder;
  /** The run's injected faults, which explain the errors inside their windows. */
  faults?: FaultLog;
}

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

const HEADERS = { accept: "application/json", "x-requested-with": "XMLHttpRequest" };

export class LoadPlayer {
  private cookie = "";
  private token = "";
  private readonly email = `load-${randomBytes(6).toString("hex")}@players.example`;
  // Each player comes from an address of their own, as real ones do (the balancer appends the
  // connection's address; the nodes trust it): per-address limits such as sign-ups apply per player.
  private readonly address = `10.${[...randomBytes(3)].join(".")}`;
  private realtime: Centrifuge | null = null;
  private readonly gateway;
  private readonly settings: LoadSettings;

  constructor(settings: LoadSettings) {
    this.settings = settings;
    this.gateway = createSandboxGateway(settings.gatewaySecret);
  }

  /** Times one call; a thrown error or an unexpected status counts as that operation's error. */
  private async timed(
    operation: string,
    call: () => Promise<Answer>,
    expected: (answer: Answer) => boolean,
  ): Promise<Answer | null> {
    const started = performance.now();
    const { recorder } = this.settings;
    try {
      const answer = await call();
      if (!expected(answer)) throw new Error(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      const list = recorder.latencies.get(operation) ?? [];
      list.push(performance.now() - started);
      recorder.latencies.set(operation, list);
      return answer;
    } catch (error) {
      recorder.errors.set(operation, (recorder.errors.get(operation) ?? 0) + 1);
      const sample = `error: ${operation}: ${(error as Error).message}`;
      if (this.settings.faults?.attribute(operation)) recorder.faultErrors += 1;
      else if (recorder.unexplained.length < 20)
        recorder.unexplained.push(`${sample} (at ${(performance.now() / 1000).toFixed(1)} s)`);
      if (recorder.samples.length < 20) recorder.samples.push(sample);
      return null;
    }
  }

  private async send(
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Answer> {
    const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const response = await fetch(`${this.settings.origin}${path}`, {
      method,
      headers: {
        ...HEADERS,
        "x-forwarded-for": this.address,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...init.headers,
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("json")) parsed = text ? JSON.parse(text) : null;
    return { status: response.status, body: parsed, headers: response.headers };
  }

  private keepCookie(answer: Answer): void {
    const cookie = answer.headers
      .getSetCookie()
      .map((header) => header.split(";")[0] ?? "")
      .find((pair) => pair.startsWith("_casino_session="));
    if (cookie) this.cookie = cookie;
  }

  /** Sign-up, then a fresh sign-in (as a returning player), lobby and launch. False when it failed. */
  async arrive(): Promise<boolean> {
    const user = { email: this.email, password: "Secret-123" };
    const signedUp = await this.timed(
      "sign-up",
      () =>
        this.send("POST", "/api/users", {
          body: {
            user: {
              ...user,
              password_confirmation: user.password,
              currency: "EUR",
              receive_promos: false,
              age_acceptance: true,
              terms_acceptance: true,
              groups: [],
            },
          },
        }),
      (answer) => answer.status === 201,
    );
    if (!signedUp) return false;
    this.cookie = "";
    const signedIn = await this.timed(
      "sign-in",
      () => this.send("POST", "/api/users/sign_in", { body: { user } }),
      (answer) => answer.status === 200 || answer.status === 201,
    );
    if (!signedIn) return false;
    this.keepCookie(signedIn);
    // A first deposit, as a new player makes before playing for money.
    await this.deposit(50_000);
    await this.browseLobby();
    const launch = await this.timed(
      "game launch",
      () => this.send("GET", `/api/games/${this.gameId}/play?device=desktop`),
      (answer) => answer.status === 200,
    );
    const url = (launch?.body as { url?: string } | undefined)?.url ?? "";
    this.token = new URL(url, this.settings.origin).searchParams.get("token") ?? "";
    return this.token !== "";
  }

  /**
   * One action of the load's mix: mostly a round, now and then a deposit, a withdrawal or a look
   * at the lobby. True when it was a round.
   */
  async act(): Promise<boolean> {
    const roll = Math.random();
    if (roll < 0.04) await this.deposit();
    else if (roll < 0.07) await this.withdraw();
    else if (roll < 0.1) await this.browseLobby();
    else {
      await this.playRound();
      return true;
    }
    return false;
  }

  /** Per-currency id of a studio game in EUR (set by the bench from the catalogue). */
  gameId = 1;

  async browseLobby(): Promise<void> {
    if (this.settings.pages) {
      await this.timed(
        "lobby page",
        () => this.send("GET", "/", { headers: { accept: "text/html" } }),
        (answer) => answer.status === 200,
      );
    }
    await this.timed(
      "lobby API",
      () => this.send("GET", "/api/games/collections"),
      (answer) => answer.status === 200,
    );
    await this.timed(
      "search",
      () =>
        this.send("POST", "/api/games_filter", {
          body: { filter: { title: pick(["lan", "dice", "star", "gold", "co"]) }, page: 1, page_size: 24 },
          headers: { accept: "application/vnd.s.v2+json" },
        }),
      (answer) => answer.status === 200,
    );
  }

  /** One round: a stake and its payout over the signed wallet protocol, as the studio sends them. */
  async playRound(): Promise<void> {
    const round = randomUUID();
    const stake = 1 + Math.floor(Math.random() * 200);
    if (!(await this.walletCall("bet", round, stake, false))) return;
    await this.walletCall("win", round, Math.random() < 0.4 ? Math.floor(stake * 2 * Math.random()) : 0, true);
  }

  private async walletCall(kind: "bet" | "win", round: string, amount: number, closed: boolean): Promise<boolean> {
    const transaction = randomUUID();
    const body = JSON.stringify({
      request_uuid: randomUUID(),
      token: this.token,
      transaction_uuid: transaction,
      round,
      round_closed: closed,
      currency: "EUR",
      amount,
    });
    const answer = await this.timed(
      kind,
      () =>
        this.send("POST", `/api/provider-wallet/croupier-studio/${kind}`, {
          raw: body,
          headers: { [PROVIDER_SIGNATURE_HEADER]: signProviderBody(this.settings.providerSecret, body) },
        }),
      (reply) => reply.status === 200 && (reply.body as { status?: string }).status === "RS_OK",
    );
    if (answer) this.settings.recorder.acknowledged.transactions.push(transaction);
    return answer !== null;
  }

  /** A sandbox card deposit: the player's request, then the gateway's signed callback settles it. */
  async deposit(cents = 1_000 + Math.floor(Math.random() * 10_000)): Promise<void> {
    const created = await this.timed(
      "deposit",
      () =>
        this.send("POST", "/api/payments/deposits", {
          body: {
            amountValue: major(cents),
            id: "creditcard",
            currency: "EUR",
            paymentAction: "deposit",
            methodFieldsData: {},
          },
        }),
      (answer) => answer.status === 201,
    );
    if (!created) return;
    const { id, redirectUrl } = created.body as { id: number; redirectUrl: string };
    const checkout = this.gateway.readCheckout(new URL(redirectUrl).searchParams.get("token") ?? "", new Date());
    if (!checkout) throw new Error("the checkout link carries no valid sandbox token (gateway secret differs?)");
    const callback = this.gateway.buildCallback(checkout, "approved", null, new Date());
    const settled = await this.timed(
      "deposit callback",
      () =>
        this.send("POST", CALLBACK_PATH, {
          raw: callback.body,
          headers: { [SANDBOX_SIGNATURE_HEADER]: callback.signature },
        }),
      (answer) => answer.status === 200 && (answer.body as { status?: string }).status === "settled",
    );
    if (settled) this.settings.recorder.acknowledged.deposits.push(id);
  }

  async withdraw(): Promise<void> {
    const created = await this.timed(
      "withdrawal",
      () =>
        this.send("POST", "/api/payments/withdrawals", {
          body: {
            amountValue: major(1_000 + Math.floor(Math.random() * 4_000)),
            id: "skrill",
            currency: "EUR",
            paymentAction: "cashout",
            methodFieldsData: { email: "cashier@example.com" },
          },
        }),
      // 422: not enough money to withdraw, a definite answer a player can get.
      (answer) => answer.status === 201 || answer.status === 422,
    );
    const { recorder } = this.settings;
    if (created?.status === 201) recorder.acknowledged.withdrawals.push((created.body as { id: number }).id);
    else if (created) {
      recorder.refusals += 1;
      if (recorder.refusals === 1)
        recorder.samples.push(`withdrawal refused: ${JSON.stringify(created.body).slice(0, 200)}`);
    }
  }

  /** Opens the player's realtime connection (official client) with the token of their settings. */
  async connectRealtime(): Promise<void> {
    const settings = await this.timed(
      "player settings",
      () => this.send("GET", "/api/player/settings"),
      (answer) => answer.status === 200,
    );
    const cent = (settings?.body as { cent?: { url: string; token: string; user: string } } | undefined)?.cent;
    if (!cent) return;
    const url = `${this.settings.origin.replace(/^http/, "ws")}/connection/websocket`;
    const client = new Centrifuge(url, { websocket: WebSocket, token: cent.token });
    this.realtime = client;
    const subscription = client.newSubscription(`balance#${cent.user}`, { recoverable: true });
    const subscribed = new Promise<void>((resolve, reject) => {
      subscription.once("subscribed", () => resolve());
      subscription.once("error", (context) => reject(new Error(context.error.message)));
      setTimeout(() => reject(new Error("not subscribed within 10 s")), 10_000).unref();
    });
    subscription.subscribe();
    client.connect();
    await this.timed(
      "realtime subscribe",
      async () => {
        await subscribed;
        return { status: 200, body: null, headers: new Headers() };
      },
      () => true,
    );
  }

  get realtimeOpened(): boolean {
    return this.realtime !== null;
  }

  /** True while the realtime connection is (again) connected. */
  get realtimeConnected(): boolean {
    return this.realtime?.state === "connected";
  }

  close(): void {
    this.realtime?.disconnect();
  }
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function major(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
