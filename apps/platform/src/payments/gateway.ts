import type { PaymentAction } from "@croupier/contract";

// The payment-gateway adapter: what the platform needs from any provider. A real provider's
// adapter implements the same interface; the built-in sandbox (sandbox-gateway.ts) is one.

export interface GatewayPaymentRequest {
  paymentId: number;
  action: PaymentAction;
  methodId: string;
  amountCents: bigint;
  currency: string;
  subunitsToUnit: number;
  /** Where the gateway sends the browser back; it appends the success flag (`?deposit=…`). */
  returnUrl: string;
  /** The site's origin, for the gateway's hosted page URL (the sandbox lives on it). */
  origin: string;
}

export interface GatewayPayment {
  /** The gateway's id of the payment (payments.gateway_reference, unique). */
  reference: string;
  /** The gateway's hosted page the browser goes to. */
  redirectUrl: string;
}

export type GatewayOutcome = "approved" | "declined";

/** A verified server-to-server notification. */
export interface GatewayCallback {
  eventId: string;
  reference: string;
  paymentId: number;
  outcome: GatewayOutcome;
  amountCents: bigint;
  currency: string;
  reason: string | null;
}

/** Money out: an approved withdrawal sent to where the player asked (payments.method_fields_data). */
export interface GatewayPayoutRequest {
  /** The withdrawal's payment id; the payout is idempotent on it (a retry answers the first result). */
  paymentId: number;
  methodId: string;
  amountCents: bigint;
  currency: string;
  /** What the player entered with the method: the e-wallet account, e-mail, IBAN, address… */
  destination: Record<string, unknown>;
}

/** The gateway's answer to a payout: sent (with its id of the transfer) or refused (with why). */
export type GatewayPayout = { outcome: "approved"; reference: string } | { outcome: "declined"; reason: string };

export interface PaymentGateway {
  name: string;
  createPayment(request: GatewayPaymentRequest): Promise<GatewayPayment>;
  /**
   * Sends a payout and answers its outcome synchronously. Throws only when the payout was not
   * made (gateway unreachable before accepting it): the withdrawal then stays pending.
   */
  createPayout(request: GatewayPayoutRequest): Promise<GatewayPayout>;
  /**
   * What the gateway did with the payout of this withdrawal, or null when it never received it.
   * Withdrawal reconciliation asks it about a payout left in `processing` (a crash between the
   * gateway's answer and the ledger posting).
   */
  getPayout(paymentId: number): Promise<GatewayPayout | null>;
  /** Checks the signature and freshness of a callback's raw body; throws AppError 401 when bad. */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): GatewayCallback;
}
