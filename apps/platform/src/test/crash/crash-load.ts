import { randomBytes } from "node:crypto";
import { CALLBACK_PATH } from "../../payments/sandbox/callback-delivery.ts";
import { createSandboxGateway } from "../../payments/sandbox/sandbox-gateway.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../../payments/sandbox/signed-callback.ts";
import { type Answer, type CrashStats, createCrashHttp } from "./crash-http.ts";

// The crash test's clients, over real HTTP: players who deposit, withdraw and recall, and the
// payment gateway that confirms deposits with signed callbacks. They behave as real ones do when
// the platform dies under them: a request that got no answer (crash-http.ts) is unacknowledged
// and retried — the gateway re-sends the same signed callback until it gets a
// 2xx; a player repeats a deposit or a recall, and before repeating a withdrawal looks at their
// payments list to see whether the first attempt went through. Every operation records what its
// client saw, so the test can hold the database to it afterwards.
//
// Each operation's amount is unique in the run (a sequence number in the cents), so a payment row
// can be traced back to the one operation that made it.

const DEPOSIT_BASE_CENTS = 10_000;
const WITHDRAWAL_BASE_CENTS = 1_000;

export interface CrashPlayer {
  email: string;
  id: number;
  cookie: string;
}

export interface DepositOperation {
  kind: "deposit";
  player: CrashPlayer;
  amountCents: number;
  outcome: "approved" | "declined";
  /** Known once the creation was answered (an unanswered creation is repeated). */
  paymentId: number | null;
  /** The callback's acknowledged answer. */
  settlement: "settled" | "already_final" | null;
  unansweredCreations: number;
  unansweredCallbacks: number;
}

export interface WithdrawalOperation {
  kind: "withdrawal";
  player: CrashPlayer;
  amountCents: number;
  paymentId: number | null;
  /** created: answered 201; found: an unanswered attempt had gone through; refused: 422. */
  result: "created" | "found" | "refused" | null;
  unanswered: number;
}

export interface RecallOperation {
  kind: "recall";
  withdrawal: WithdrawalOperation;
  /** recalled: answered 200; found: answered 422 after an unanswered attempt that went through. */
  result: "recalled" | "found" | "refused" | null;
  unanswered: number;
}

export type CrashOperation = DepositOperation | WithdrawalOperation | RecallOperation;

export interface CrashLoad {
  signUpPlayers(count: number): Promise<CrashPlayer[]>;
  /** Starts `workers` concurrent clients; they run until `stop`. */
  start(workers: number): void;
  /** Lets every operation under way finish (retrying as needed), then resolves. */
  stop(): Promise<void>;
  /** Gives up at once (a failed test): pending retries throw instead of going on. */
  abandon(): void;
  operations: CrashOperation[];
  stats: CrashStats;
  /** Answers no honest platform gives (a repeated callback moving money, a refused first recall…). */
  problems: string[];
}

export function createCrashLoad(options: { origin: string; gatewaySecret: string; random: () => number }): CrashLoad {
  const { origin, random } = options;
  const gateway = createSandboxGateway(options.gatewaySecret);
  const players: CrashPlayer[] = [];
  const operations: CrashOperation[] = [];
  const recallable: WithdrawalOperation[] = [];
  const http = createCrashHttp(origin);
  const { send, untilAnswered, stats } = http;
  const problems: string[] = [];
  const workers: Promise<void>[] = [];
  let sequence = 0;
  let isStopping = false;

  /** The player's payments list, read until answered. */
  async function listPayments(
    player: CrashPlayer,
  ): Promise<{ id: number; action: string; amount_cents: number; state: string }[]> {
    return untilAnswered(
      () => send("GET", "/api/player/payments", { cookie: player.cookie }),
      (answer) => {
        if (answer.status !== 200) throw new Error(`payments list answered ${answer.status}`);
        return answer.body as { id: number; action: string; amount_cents: number; state: string }[];
      },
    );
  }

  /** Sign-ups happen before the first kill: one attempt each. */
  async function signUp(email: string): Promise<CrashPlayer> {
    stats.requests += 1;
    const response = await fetch(`${origin}/api/users`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({
        user: {
          email,
          password: "Secret-123",
          password_confirmation: "Secret-123",
          currency: "EUR",
          receive_promos: false,
          age_acceptance: true,
          terms_acceptance: true,
          groups: [],
        },
      }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0] ?? "")
      .find((pair) => pair.startsWith("_casino_session="));
    if (response.status !== 201 || !cookie)
      throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    return { email, id: ((await response.json()) as { id: number }).id, cookie };
  }

  async function runDeposit(player: CrashPlayer): Promise<void> {
    sequence += 1;
    const operation: DepositOperation = {
      kind: "deposit",
      player,
      amountCents: DEPOSIT_BASE_CENTS + sequence,
      outcome: random() < 0.1 ? "declined" : "approved",
      paymentId: null,
      settlement: null,
      unansweredCreations: 0,
      unansweredCallbacks: 0,
    };
    operations.push(operation);
    // The player starts the deposit (repeating the click when the page got no answer)...
    const created = await untilAnswered(
      async () => {
        const answer = await send("POST", "/api/payments/deposits", {
          cookie: player.cookie,
          body: {
            amountValue: toMajor(operation.amountCents),
            id: "creditcard",
            currency: "EUR",
            paymentAction: "deposit",
            methodFieldsData: {},
          },
        });
        if (!answer) operation.unansweredCreations += 1;
        return answer;
      },
      (answer) => answer,
    );
    if (created.status !== 201) {
      problems.push(`deposit of ${operation.amountCents} refused: ${created.status} ${JSON.stringify(created.body)}`);
      return;
    }
    const { id, redirectUrl } = created.body as { id: number; redirectUrl: string };
    operation.paymentId = id;
    // ...and the gateway, once the card is paid, notifies the platform, re-sending the very same
    // signed callback until it is acknowledged.
    const checkout = gateway.readCheckout(new URL(redirectUrl).searchParams.get("token") ?? "", new Date());
    if (!checkout) throw new Error("the checkout link does not carry a valid sandbox token");
    const callback = gateway.buildCallback(
      checkout,
      operation.outcome,
      operation.outcome === "declined" ? "declined" : null,
      new Date(),
    );
    const deliver = () =>
      send("POST", CALLBACK_PATH, {
        body: callback.body,
        headers: { [SANDBOX_SIGNATURE_HEADER]: callback.signature },
      });
    operation.settlement = await untilAnswered(
      async () => {
        const answer = await deliver();
        if (!answer) operation.unansweredCallbacks += 1;
        return answer;
      },
      (answer) => settlementOf(answer, operation),
    );
    if (operation.unansweredCallbacks === 0 && operation.settlement !== "settled") {
      problems.push(`first callback of payment ${id} answered ${operation.settlement}`);
    }
    // Gateways deliver at least once: now and then a duplicate arrives after the acknowledgement.
    if (random() < 0.1) {
      const duplicate = await untilAnswered(deliver, (answer) => settlementOf(answer, operation));
      if (duplicate !== "already_final") problems.push(`duplicate callback of payment ${id} answered ${duplicate}`);
    }
  }

  function settlementOf(answer: Answer, operation: DepositOperation): "settled" | "already_final" {
    const status = (answer.body as { status?: string } | null)?.status;
    if (answer.status === 200 && (status === "settled" || status === "already_final")) return status;
    problems.push(
      `callback of payment ${operation.paymentId} answered ${answer.status} ${JSON.stringify(answer.body)}`,
    );
    return "already_final";
  }

  async function runWithdrawal(player: CrashPlayer): Promise<void> {
    sequence += 1;
    const operation: WithdrawalOperation = {
      kind: "withdrawal",
      player,
      amountCents: WITHDRAWAL_BASE_CENTS + sequence,
      paymentId: null,
      result: null,
      unanswered: 0,
    };
    operations.push(operation);
    operation.result = await untilAnswered<WithdrawalOperation["result"]>(
      async () => {
        const answer = await send("POST", "/api/payments/withdrawals", {
          cookie: player.cookie,
          body: {
            amountValue: toMajor(operation.amountCents),
            id: "skrill",
            currency: "EUR",
            paymentAction: "cashout",
            methodFieldsData: { email: "cashier@example.com" },
          },
        });
        if (!answer) operation.unanswered += 1;
        return answer;
      },
      (answer) => {
        if (answer.status === 201) {
          operation.paymentId = (answer.body as { id: number }).id;
          return "created";
        }
        // 422 is a definite no (insufficient funds); anything else is not what a player expects.
        if (answer.status !== 422) {
          problems.push(
            `withdrawal of ${operation.amountCents} answered ${answer.status} ${JSON.stringify(answer.body)}`,
          );
        }
        return "refused";
      },
      // Before asking again, the player looks at their payments: did the lost request go through?
      async () => {
        const found = (await listPayments(player)).find(
          (payment) => payment.action === "cashout" && payment.amount_cents === operation.amountCents,
        );
        if (!found) return null;
        operation.paymentId = found.id;
        return "found";
      },
    );
    if (operation.paymentId !== null) recallable.push(operation);
  }

  async function runRecall(withdrawal: WithdrawalOperation): Promise<void> {
    const operation: RecallOperation = { kind: "recall", withdrawal, result: null, unanswered: 0 };
    operations.push(operation);
    operation.result = await untilAnswered<RecallOperation["result"]>(
      async () => {
        const answer = await send("POST", `/api/player/payments/${withdrawal.paymentId}/recall`, {
          cookie: withdrawal.player.cookie,
        });
        if (!answer) operation.unanswered += 1;
        return answer;
      },
      (answer) => {
        if (answer.status === 200) return "recalled";
        // Only this client recalls this payment: "not recallable" means a lost attempt went through.
        if (answer.status === 422 && operation.unanswered > 0) return "found";
        problems.push(
          `recall of payment ${withdrawal.paymentId} answered ${answer.status} ${JSON.stringify(answer.body)}`,
        );
        return "refused";
      },
    );
  }

  async function work(): Promise<void> {
    while (!isStopping) {
      const player = players[Math.floor(random() * players.length)] as CrashPlayer;
      const roll = random();
      if (roll < 0.45) await runDeposit(player);
      else if (roll < 0.8 || recallable.length === 0) await runWithdrawal(player);
      else await runRecall(recallable.splice(Math.floor(random() * recallable.length), 1)[0] as WithdrawalOperation);
    }
  }

  return {
    operations,
    stats,
    problems,
    async signUpPlayers(count) {
      const run = randomBytes(4).toString("hex");
      for (let index = 0; index < count; index += 1) players.push(await signUp(`crash-${run}-${index}@example.com`));
      return players;
    },
    start(count) {
      for (let index = 0; index < count; index += 1) workers.push(work());
    },
    async stop() {
      isStopping = true;
      await Promise.all(workers);
    },
    abandon() {
      isStopping = true;
      http.abandon();
    },
  };
}

/** Minor units as the major-unit string a form sends ("100.07"). */
function toMajor(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
