import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/database.ts";
import type {
  GatewayCallback,
  GatewayOutcome,
  GatewayPaymentRequest,
  GatewayPayout,
  GatewayPayoutRequest,
  PaymentGateway,
} from "../gateway.ts";
import { sandboxPayouts } from "../schema.ts";
import { readSignedCallback, safeEqual } from "./signed-callback.ts";

// The built-in sandbox payment provider. It behaves like an external one: its own secret, its own
// hosted pages under /sandbox-gateway/*, and signed server-to-server callbacks. Its checkout state
// travels in a signed token in the page URL (no table of its own), so it survives restarts.

export const SANDBOX_GATEWAY = "sandbox";
/**
 * Test data for payouts: a withdrawal whose method fields (e-wallet account, e-mail, IBAN…) contain
 * this word, in any case ("decline@example.com"), is declined; any other is paid at once.
 */
export const PAYOUT_DECLINE_WORD = "decline";
export const PAYOUT_DECLINED_REASON = "The sandbox declined the payout: the destination account refused it";
/** A hosted checkout link works this long. */
const CHECKOUT_TTL_MS = 60 * 60_000;

/** What the hosted pages need to know about a checkout; signed, so the browser cannot change it. */
export interface Checkout {
  reference: string;
  paymentId: number;
  methodId: string;
  amountCents: string;
  currency: string;
  /** Minor units per unit of the currency, to show the amount. */
  subunits: number;
  returnUrl: string;
  expiresAt: number;
  /** "pay": the first page; "3ds": the 3-D Secure challenge after a 3220 card. */
  step: "pay" | "3ds";
}

const callbackBody = z.object({
  event_id: z.string().min(1).max(200),
  reference: z.string().min(1).max(200),
  payment_id: z.number().int(),
  status: z.enum(["approved", "declined"]),
  amount_cents: z.string().max(18, { abort: true }).regex(/^\d+$/),
  currency: z.string().max(10),
  reason: z.string().max(500).nullable(),
  timestamp: z.number().int(),
});
export type SandboxCallbackBody = z.infer<typeof callbackBody>;

export interface SandboxGateway extends PaymentGateway {
  signCheckout(checkout: Checkout): string;
  /** The checkout of a token, or null when forged or expired. */
  readCheckout(token: string, now: Date): Checkout | null;
  /** The callback's raw body and signature header for an outcome. */
  buildCallback(
    checkout: Checkout,
    outcome: GatewayOutcome,
    reason: string | null,
    now: Date,
  ): { body: string; signature: string };
  /** HMAC-SHA256 of a raw callback body, hex (the value of x-sandbox-signature). */
  sign(body: string): string;
}

/**
 * The sandbox gateway with its secret (SANDBOX_GATEWAY_SECRET, or random at boot). It keeps its
 * payouts in `db` (table sandbox_payouts), as a real gateway keeps them on its side; without a
 * database it only signs (load scripts).
 */
export function createSandboxGateway(secret: string = randomBytes(32).toString("hex"), db?: Executor): SandboxGateway {
  const payouts = () => {
    if (!db) throw new Error("the sandbox gateway has no database to keep payouts in");
    return db;
  };
  const readPayout = async (paymentId: number): Promise<GatewayPayout | null> => {
    const [row] = await payouts().select().from(sandboxPayouts).where(eq(sandboxPayouts.paymentId, paymentId));
    if (!row) return null;
    return row.outcome === "approved"
      ? { outcome: "approved", reference: row.reference ?? "" }
      : { outcome: "declined", reason: row.reason ?? PAYOUT_DECLINED_REASON };
  };
  const hmac = (purpose: string, data: string) => createHmac("sha256", secret).update(`${purpose}\n${data}`).digest();
  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("hex");

  return {
    name: SANDBOX_GATEWAY,
    sign,

    async createPayment(request: GatewayPaymentRequest) {
      const reference = `sbx_${randomBytes(12).toString("hex")}`;
      const token = this.signCheckout({
        reference,
        paymentId: request.paymentId,
        methodId: request.methodId,
        amountCents: request.amountCents.toString(),
        currency: request.currency,
        subunits: request.subunitsToUnit,
        returnUrl: request.returnUrl,
        expiresAt: Date.now() + CHECKOUT_TTL_MS,
        step: "pay",
      });
      return { reference, redirectUrl: `${request.origin}/sandbox-gateway/pay?token=${token}` };
    },

    async createPayout(request: GatewayPayoutRequest): Promise<GatewayPayout> {
      const payout: GatewayPayout = mentionsDecline(request.destination)
        ? { outcome: "declined", reason: PAYOUT_DECLINED_REASON }
        : { outcome: "approved", reference: `sbx_po_${request.paymentId}` };
      // One transfer per withdrawal: a retried payout answers the first result, it never pays twice.
      await payouts()
        .insert(sandboxPayouts)
        .values({
          paymentId: request.paymentId,
          outcome: payout.outcome,
          reference: payout.outcome === "approved" ? payout.reference : null,
          reason: payout.outcome === "declined" ? payout.reason : null,
        })
        .onConflictDoNothing();
      return (await readPayout(request.paymentId)) ?? payout;
    },

    getPayout: readPayout,

    signCheckout(checkout) {
      const data = Buffer.from(JSON.stringify(checkout)).toString("base64url");
      return `${data}.${hmac("checkout", data).toString("base64url")}`;
    },

    readCheckout(token, now) {
      const [data, mac] = token.split(".");
      if (!data || !mac || !safeEqual(Buffer.from(mac, "base64url"), hmac("checkout", data))) return null;
      try {
        const checkout = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as Checkout;
        return checkout.expiresAt > now.getTime() ? checkout : null;
      } catch {
        return null;
      }
    },

    buildCallback(checkout, outcome, reason, now) {
      const body: SandboxCallbackBody = {
        event_id: randomBytes(8).toString("hex"),
        reference: checkout.reference,
        payment_id: checkout.paymentId,
        status: outcome,
        amount_cents: checkout.amountCents,
        currency: checkout.currency,
        reason,
        timestamp: Math.floor(now.getTime() / 1000),
      };
      const raw = JSON.stringify(body);
      return { body: raw, signature: sign(raw) };
    },

    verifyCallback(rawBody, headers, now): GatewayCallback {
      const parsed = readSignedCallback(sign, callbackBody, rawBody, headers, now);
      return {
        eventId: parsed.event_id,
        reference: parsed.reference,
        paymentId: parsed.payment_id,
        outcome: parsed.status,
        amountCents: BigInt(parsed.amount_cents),
        currency: parsed.currency,
        reason: parsed.reason,
      };
    },
  };
}

function mentionsDecline(destination: Record<string, unknown>): boolean {
  return Object.values(destination).some(
    (value) => typeof value === "string" && value.toLowerCase().includes(PAYOUT_DECLINE_WORD),
  );
}
