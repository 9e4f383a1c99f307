import { AppError } from "../errors/app-error.ts";

/** Why the ledger refused a posting (SQLSTATEs LG001…LG409 of sql/functions/ledger_*.sql). */
export type LedgerRefusal =
  | "unbalanced"
  | "mixed_play_money"
  | "append_only"
  | "insufficient_funds"
  | "unknown_account"
  | "idempotency_conflict"
  | "invalid_request"
  | "balance_limit";

const SQLSTATE: Record<string, LedgerRefusal> = {
  LG001: "unbalanced",
  LG002: "mixed_play_money",
  LG003: "append_only",
  LG402: "insufficient_funds",
  LG404: "unknown_account",
  LG409: "idempotency_conflict",
};

const MESSAGES: Record<LedgerRefusal, string> = {
  unbalanced: "ledger entries must sum to zero per currency",
  mixed_play_money: "play money (FUN) cannot be mixed with real money",
  append_only: "the ledger is append-only",
  insufficient_funds: "insufficient funds",
  unknown_account: "unknown ledger account",
  idempotency_conflict: "idempotency key reused with a different request",
  invalid_request: "invalid ledger posting",
  balance_limit: "the balance would exceed the largest amount the site can show",
};

/** Check constraints whose violation is a refusal, not a bug (migration 0011: MAX_AMOUNT_MINOR). */
const CONSTRAINTS: Record<string, LedgerRefusal> = {
  ledger_accounts_balance_max_check: "balance_limit",
};

/**
 * A refused posting: 409 for a reused idempotency key, else 422 with `errors.amount` (the field a
 * player form would show). `reason` is for callers that react to a particular refusal.
 */
export class LedgerError extends AppError {
  readonly reason: LedgerRefusal;

  constructor(reason: LedgerRefusal, detail?: string, cause?: unknown) {
    const message = detail ? `${MESSAGES[reason]}: ${detail}` : MESSAGES[reason];
    if (reason === "idempotency_conflict") super("conflict", message, { cause });
    else super("validation_failed", message, { fields: { amount: [MESSAGES[reason]] }, cause });
    this.name = "LedgerError";
    this.reason = reason;
  }
}

export function isLedgerError(error: unknown, reason?: LedgerRefusal): error is LedgerError {
  return error instanceof LedgerError && (reason === undefined || error.reason === reason);
}

/** The LedgerError for a database error raised by the ledger's SQL, or null for any other error. */
export function toLedgerError(error: unknown): LedgerError | null {
  for (let current: unknown = error; current instanceof Error || isRecord(current); ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    const reason =
      code === "23514" && typeof constraint === "string"
        ? CONSTRAINTS[constraint]
        : typeof code === "string"
          ? SQLSTATE[code]
          : undefined;
    if (reason) return new LedgerError(reason, undefined, error);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
