// The crash test's HTTP side: what counts as an answer. A request is answered when a response
// with a status below 500 arrives; a cut connection, a refused one (nothing listening), a timeout
// or a 5xx leave its outcome unknown, and a real client or gateway asks again.

/** An answer slower than this is treated as lost (a hang guard; normal answers take milliseconds). */
const REQUEST_TIMEOUT_MS = 30_000;
const RETRY_DELAY_MS = 100;
/** The platform being down longer than this fails the test instead of retrying forever. */
const GIVE_UP_AFTER_MS = 90_000;

export interface CrashStats {
  requests: number;
  /** Requests whose connection broke: in flight when the process died, or sent on a dead socket. */
  cutOff: number;
  /** Requests refused while the platform was down (nothing listening). */
  refused: number;
  /** 5xx answers (unanswered too: the outcome is unknown), with their bodies. */
  serverErrors: string[];
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface CrashHttp {
  /** One request; null when unanswered. */
  send(
    method: string,
    path: string,
    init?: { cookie?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Answer | null>;
  /** Repeats `attempt` until it is answered; `onUnanswered` may settle the question another way. */
  untilAnswered<T>(
    attempt: () => Promise<Answer | null>,
    answered: (answer: Answer) => T,
    onUnanswered?: () => Promise<T | null>,
  ): Promise<T>;
  stats: CrashStats;
  /** Makes every pending `untilAnswered` throw instead of retrying (a failed test). */
  abandon(): void;
}

export function createCrashHttp(origin: string): CrashHttp {
  const stats: CrashStats = { requests: 0, cutOff: 0, refused: 0, serverErrors: [] };
  let isAbandoned = false;

  async function send(
    method: string,
    path: string,
    init: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer | null> {
    stats.requests += 1;
    try {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          accept: "application/json",
          "x-requested-with": "XMLHttpRequest",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...init.headers,
        },
        body:
          init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status >= 500) {
        stats.serverErrors.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
        return null;
      }
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") stats.refused += 1;
      else stats.cutOff += 1;
      return null;
    }
  }

  async function untilAnswered<T>(
    attempt: () => Promise<Answer | null>,
    answered: (answer: Answer) => T,
    onUnanswered?: () => Promise<T | null>,
  ): Promise<T> {
    const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
    while (Date.now() < giveUpAt && !isAbandoned) {
      const answer = await attempt();
      if (answer) return answered(answer);
      await sleep(RETRY_DELAY_MS);
      const settled = onUnanswered ? await onUnanswered() : null;
      if (settled !== null) return settled;
    }
    throw new Error(isAbandoned ? "load abandoned" : "the platform stayed unreachable");
  }

  return {
    send,
    untilAnswered,
    stats,
    abandon() {
      isAbandoned = true;
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
