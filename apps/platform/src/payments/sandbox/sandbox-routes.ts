import { DEPOSIT_RETURN_PARAM, DEPOSIT_RETURN_VALUES } from "@croupier/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { GatewayOutcome } from "../gateway.ts";
import type { CallbackDelivery } from "./callback-delivery.ts";
import { sandboxCryptoRoutes } from "./crypto-routes.ts";
import type { Checkout, SandboxGateway } from "./sandbox-gateway.ts";
import {
  HOSTED_PAGE_CSP,
  renderCardPage,
  renderChallengePage,
  renderMessagePage,
  renderWalletPage,
  TEST_CARDS,
} from "./sandbox-pages.ts";
import type { SandboxTransferLimits } from "./transfer-limits.ts";

// The sandbox provider's hosted pages (/sandbox-gateway/*), registered only with PAYMENTS_SANDBOX
// on (app.ts): off, every /sandbox-gateway path is a 404. Outcomes are chosen by test data:
// card 4242… approves, 4000…0002 declines, 4000…3220 asks for a 3-D Secure challenge, any other
// card declines; e-wallets get Approve/Decline buttons. Request bodies are never logged.

export interface SandboxRoutesOptions {
  gateway: SandboxGateway;
  delivery: CallbackDelivery;
  sandbox: { limits: SandboxTransferLimits };
}

type Form = Record<string, string>;

export async function sandboxGatewayRoutes(app: FastifyInstance, options: SandboxRoutesOptions): Promise<void> {
  const { gateway, delivery } = options;
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("content-security-policy", HOSTED_PAGE_CSP);
    reply.header("cache-control", "no-store");
  });

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").send(body);
  const expired = (reply: FastifyReply) =>
    html(reply, renderMessagePage("Link expired", "This payment link is invalid or has expired."), 404);

  /** Sends the outcome's signed callback, then the browser back to the site with the success flag. */
  function finish(reply: FastifyReply, checkout: Checkout, outcome: GatewayOutcome, reason: string | null) {
    const callback = gateway.buildCallback(checkout, outcome, reason, app.clock());
    delivery.deliver(callback.body, callback.signature);
    const target = new URL(checkout.returnUrl);
    target.searchParams.set(
      DEPOSIT_RETURN_PARAM,
      outcome === "approved" ? DEPOSIT_RETURN_VALUES.success : DEPOSIT_RETURN_VALUES.failed,
    );
    return reply.redirect(target.toString(), 303);
  }

  app.get<{ Querystring: { token?: string } }>("/sandbox-gateway/pay", async (request, reply) => {
    const checkout = gateway.readCheckout(token(request.query), app.clock());
    if (checkout?.step !== "pay") return expired(reply);
    const page = checkout.methodId === "creditcard" ? renderCardPage : renderWalletPage;
    return html(reply, page(token(request.query), checkout, checkout.subunits));
  });

  app.post<{ Querystring: { token?: string }; Body: Form | undefined }>(
    "/sandbox-gateway/pay",
    async (request, reply) => {
      const checkout = gateway.readCheckout(token(request.query), app.clock());
      if (checkout?.step !== "pay") return expired(reply);
      const form = request.body ?? {};
      if (checkout.methodId !== "creditcard") {
        return form.decision === "approve"
          ? finish(reply, checkout, "approved", null)
          : finish(reply, checkout, "declined", "declined_by_player");
      }
      const card = readCard(form);
      if (card.errors.length > 0) {
        return html(reply, renderCardPage(token(request.query), checkout, checkout.subunits, card.errors), 422);
      }
      if (card.number === TEST_CARDS.approve) return finish(reply, checkout, "approved", null);
      if (card.number === TEST_CARDS.challenge) {
        const challenge = gateway.signCheckout({ ...checkout, step: "3ds" });
        return reply.redirect(`/sandbox-gateway/3ds?token=${challenge}`, 303);
      }
      const reason = card.number === TEST_CARDS.decline ? "card_declined" : "unknown_test_card";
      return finish(reply, checkout, "declined", reason);
    },
  );

  app.get<{ Querystring: { token?: string } }>("/sandbox-gateway/3ds", async (request, reply) => {
    const checkout = gateway.readCheckout(token(request.query), app.clock());
    if (checkout?.step !== "3ds") return expired(reply);
    return html(reply, renderChallengePage(token(request.query), checkout, checkout.subunits));
  });

  app.post<{ Querystring: { token?: string }; Body: Form | undefined }>(
    "/sandbox-gateway/3ds",
    async (request, reply) => {
      const checkout = gateway.readCheckout(token(request.query), app.clock());
      if (checkout?.step !== "3ds") return expired(reply);
      return request.body?.decision === "complete"
        ? finish(reply, checkout, "approved", null)
        : finish(reply, checkout, "declined", "3ds_failed");
    },
  );

  // The sandbox chain (crypto deposits), in this scope: its page shares the form parser and the CSP.
  await app.register(sandboxCryptoRoutes, { gateway, delivery, limits: options.sandbox.limits });
}

/** The checkout token rides in the query (`?token=`, masked in the logs): it is longer than a path parameter may be. */
function token(query: { token?: string }): string {
  return typeof query.token === "string" ? query.token : "";
}

/** The card form's rules and messages, checked by the gateway (the card never reaches the platform). */
function readCard(form: Form): { number: string; errors: string[] } {
  const number = (form.cardNumber ?? "").replace(/\s+/g, "");
  const errors: string[] = [];
  if (!/^\d{16}$/.test(number)) errors.push("Invalid card number. Please enter 16 digits.");
  if (!(form.cardHolder ?? "").trim()) errors.push("Card holder must be completed");
  const month = Number(form.expiryMonth);
  const year = Number(form.expiryYear);
  const thisYear = new Date().getUTCFullYear();
  if (!(month >= 1 && month <= 12) || !(year >= thisYear && year <= thisYear + 10)) {
    errors.push("Expiry date must be completed");
  }
  if (!/^\d{3}$/.test((form.cvv ?? "").trim())) errors.push("Invalid CVV. Please enter 3 digits");
  return { number, errors };
}
