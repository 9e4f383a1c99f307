import {
  errorBody,
  formatMessage,
  type Locale,
  type SandboxCryptoTransfer,
  sandboxCryptoConfirmationsRequest,
  sandboxCryptoNotFound,
  sandboxCryptoTransfer,
  sandboxCryptoTransferParams,
  sandboxCryptoTransferRequest,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formatMajorAmount, parseMajorAmount, toCentsNumber } from "../../currencies/amounts.ts";
import { AppError } from "../../errors/app-error.ts";
import { getSignedIn } from "../../identity/sessions.ts";
import { requireSignedInPlayer, signedInPlayer } from "../../identity/signed-in-player.ts";
import { type CryptoCurrency, isCryptoCurrency, REQUIRED_CONFIRMATIONS } from "../crypto/coins.ts";
import type { CallbackDelivery } from "./callback-delivery.ts";
import { type ChainTransfer, createSandboxChain } from "./crypto-chain.ts";
import { renderCryptoSendPage, renderCryptoSentPage } from "./crypto-pages.ts";
import { renderMessagePage } from "./sandbox-pages.ts";
import type { SandboxTransferLimits } from "./transfer-limits.ts";

// The sandbox chain's routes (/sandbox-gateway/crypto*; not part of /api, registered only with
// PAYMENTS_SANDBOX on). The chain mints test coins, so every route acts for the signed-in owner of
// the deposit address (session cookie, same-origin like any state-changing call) within the caps
// of transfer-limits.ts. The JSON ones are what a test uses; the hosted page is for a person
// trying the demo (the site's "Send a test transfer (sandbox)" link).

export interface SandboxCryptoRoutesOptions {
  gateway: { sign(body: string): string };
  delivery: CallbackDelivery;
  limits: SandboxTransferLimits;
}

const CRYPTO_UNITS = 100_000_000;

type Form = Record<string, string>;

export const sandboxCryptoRoutes: FastifyPluginAsyncZod<SandboxCryptoRoutesOptions> = async (app, options) => {
  const chain = createSandboxChain({
    db: app.database.db,
    sign: options.gateway.sign,
    delivery: options.delivery,
    clock: app.clock,
    limits: options.limits,
  });
  const unknownAddress = (locale: Locale) =>
    new AppError("not_found", "Unknown deposit address", {
      fields: { address: [formatMessage("unknown_address", locale)] },
    });

  app.post(
    "/sandbox-gateway/crypto/transfers",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox chain: send test coins to your own deposit address (PAYMENTS_SANDBOX only)",
        description:
          "Signed in, same-origin. `amount` in major units (at most 8 decimals, above 0), at most " +
          "PAYMENTS_SANDBOX_TRANSFER_MAX per transfer and PAYMENTS_SANDBOX_DAILY_MAX per coin and UTC day " +
          "(422 `errors.amount` 'Value must be less than or equal to {max}'). Answers the transfer with a " +
          "random tx hash; the platform is notified by a signed callback and credits the deposit once " +
          "`confirmations` reaches `required`. 404 `errors.address` for an address that is not the player's.",
        body: sandboxCryptoTransferRequest,
        response: { 201: sandboxCryptoTransfer, 401: errorBody, 404: sandboxCryptoNotFound, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const { body, locale } = request;
      const input = readTransfer(body.currency, body.amount, locale);
      const sender = { playerId: signedInPlayer(request).id, locale, field: "amount" };
      const transfer = await chain.send({ ...input, address: body.address, confirmations: body.confirmations }, sender);
      if (!transfer) throw unknownAddress(locale);
      return reply.code(201).send(toTransferView(transfer));
    },
  );

  app.post(
    "/sandbox-gateway/crypto/transfers/:txHash/confirmations",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox chain: mine confirmations on your transfer (default 1 more; PAYMENTS_SANDBOX only)",
        params: sandboxCryptoTransferParams,
        body: sandboxCryptoConfirmationsRequest,
        response: { 200: sandboxCryptoTransfer, 401: errorBody, 404: sandboxCryptoNotFound, 422: validationErrorBody },
      },
    },
    async (request) => {
      const playerId = signedInPlayer(request).id;
      const transfer = await chain.confirm(request.params.txHash, request.body?.confirmations ?? 1, playerId);
      return toTransferView(transfer);
    },
  );

  const limitsOf = (code: CryptoCurrency) => ({
    perTransfer: formatMajorAmount(options.limits.perTransfer[code], CRYPTO_UNITS),
    perDay: formatMajorAmount(options.limits.perDay[code], CRYPTO_UNITS),
  });
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").send(body);
  const noSuchAddress = (reply: FastifyReply) =>
    html(reply, renderMessagePage("Unknown address", "This is not one of your deposit addresses."), 404);
  const signInFirst = (reply: FastifyReply) =>
    html(
      reply,
      renderMessagePage(
        "Sign in first",
        "Test transfers go to your own deposit address: sign in to the casino, then open this page from your deposit.",
      ),
      401,
    );

  app.get<{ Querystring: Form }>("/sandbox-gateway/crypto", { schema: { hide: true } }, async (request, reply) => {
    const signedIn = await getSignedIn(request);
    if (!signedIn) return signInFirst(reply);
    const { currency = "", address = "" } = request.query;
    const code = currency.trim().toUpperCase();
    if (!isCryptoCurrency(code) || !(await chain.isOwnAddress(code, address.trim(), signedIn.user.id))) {
      return noSuchAddress(reply);
    }
    return html(reply, renderCryptoSendPage(code, address.trim(), { limits: limitsOf(code) }));
  });

  app.post<{ Body: Form | undefined }>(
    "/sandbox-gateway/crypto",
    { schema: { hide: true } },
    async (request, reply) => {
      const signedIn = await getSignedIn(request);
      if (!signedIn) return signInFirst(reply);
      const form = request.body ?? {};
      const code = (form.currency ?? "").trim().toUpperCase();
      const address = (form.address ?? "").trim();
      if (!isCryptoCurrency(code) || !(await chain.isOwnAddress(code, address, signedIn.user.id))) {
        return noSuchAddress(reply);
      }
      const page = (errors: string[]) =>
        html(
          reply,
          renderCryptoSendPage(code, address, { amount: form.amount ?? "", errors, limits: limitsOf(code) }),
          422,
        );
      const amountCents = parseMajorAmount(form.amount ?? "", CRYPTO_UNITS);
      if (amountCents === null || amountCents <= 0n) return page([formatMessage("amount_number", "en")]);
      // Confirmed at once: the person trying the demo should not have to mine blocks by hand.
      const required = REQUIRED_CONFIRMATIONS[code];
      const sender = { playerId: signedIn.user.id, locale: "en" as const, field: "amount" };
      try {
        const transfer = await chain.send({ currency: code, address, amountCents, confirmations: required }, sender);
        if (!transfer) return noSuchAddress(reply);
        return html(reply, renderCryptoSentPage(transfer, required));
      } catch (error) {
        const refusal = error instanceof AppError ? error.fields?.amount : undefined;
        if (refusal) return page(refusal);
        throw error;
      }
    },
  );
};

/** The coin and the amount in minor units, or 422 with every bad field. */
function readTransfer(
  currency: string,
  amount: number | string,
  locale: Locale,
): { currency: CryptoCurrency; amountCents: bigint } {
  const code = currency.toUpperCase();
  const amountCents = parseMajorAmount(amount, CRYPTO_UNITS);
  const isAmountValid = amountCents !== null && amountCents > 0n;
  if (isCryptoCurrency(code) && isAmountValid) return { currency: code, amountCents };
  const errors: Record<string, string[]> = {};
  if (!isCryptoCurrency(code)) errors.currency = [formatMessage("format", locale)];
  if (!isAmountValid) errors.amount = [formatMessage("amount_number", locale)];
  throw new AppError("validation_failed", undefined, { fields: errors });
}

function toTransferView(transfer: ChainTransfer): SandboxCryptoTransfer {
  return {
    txHash: transfer.txHash,
    currency: transfer.currency,
    address: transfer.address,
    amount_cents: toCentsNumber(transfer.amountCents),
    confirmations: transfer.confirmations,
    required: REQUIRED_CONFIRMATIONS[transfer.currency],
  };
}
