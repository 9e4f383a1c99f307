import {
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
import { AppError } from "../../errors/app-error.ts";
import { parseMajorAmount, toCentsNumber } from "../amounts.ts";
import { type CryptoCurrency, isCryptoCurrency, REQUIRED_CONFIRMATIONS } from "../crypto/coins.ts";
import type { CallbackDelivery } from "./callback-delivery.ts";
import { type ChainTransfer, createSandboxChain } from "./crypto-chain.ts";
import { renderCryptoSendPage, renderCryptoSentPage } from "./crypto-pages.ts";
import { renderMessagePage } from "./sandbox-pages.ts";

// The sandbox chain's routes (/sandbox-gateway/crypto*; not part of /api). The JSON ones are what
// a test or a curl uses: they take no cookie and act for nobody, so like a chain node they accept
// any origin. The hosted page is for a person trying the demo; its form is same-origin as usual.

export interface SandboxCryptoRoutesOptions {
  gateway: { sign(body: string): string };
  delivery: CallbackDelivery;
}

const CRYPTO_UNITS = 100_000_000;

type Form = Record<string, string>;

export const sandboxCryptoRoutes: FastifyPluginAsyncZod<SandboxCryptoRoutesOptions> = async (app, options) => {
  const chain = createSandboxChain({
    db: app.database.db,
    sign: options.gateway.sign,
    delivery: options.delivery,
    clock: app.clock,
  });
  const unknownAddress = (locale: Locale) =>
    new AppError("not_found", "Unknown deposit address", {
      fields: { address: [formatMessage("unknown_address", locale)] },
    });

  app.post(
    "/sandbox-gateway/crypto/transfers",
    {
      config: { crossOrigin: true },
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox chain: send coins to a deposit address",
        description:
          "`amount` in major units (at most 8 decimals, above 0). Answers the transfer with a random tx hash; " +
          "the platform is notified by a signed callback and credits the deposit once `confirmations` " +
          "reaches `required`. 404 `errors.address` for an address the casino never gave out.",
        body: sandboxCryptoTransferRequest,
        response: { 201: sandboxCryptoTransfer, 404: sandboxCryptoNotFound, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      const { body, locale } = request;
      const input = readTransfer(body.currency, body.amount, locale);
      const transfer = await chain.send({ ...input, address: body.address, confirmations: body.confirmations });
      if (!transfer) throw unknownAddress(locale);
      return reply.code(201).send(toTransferView(transfer));
    },
  );

  app.post(
    "/sandbox-gateway/crypto/transfers/:txHash/confirmations",
    {
      config: { crossOrigin: true },
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox chain: mine confirmations on a transfer (default 1 more)",
        params: sandboxCryptoTransferParams,
        body: sandboxCryptoConfirmationsRequest,
        response: { 200: sandboxCryptoTransfer, 404: sandboxCryptoNotFound, 422: validationErrorBody },
      },
    },
    async (request) => {
      const transfer = await chain.confirm(request.params.txHash, request.body?.confirmations ?? 1);
      return toTransferView(transfer);
    },
  );

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").send(body);
  const noSuchAddress = (reply: FastifyReply) =>
    html(reply, renderMessagePage("Unknown address", "This is not a deposit address of this casino."), 404);

  app.get<{ Querystring: Form }>("/sandbox-gateway/crypto", { schema: { hide: true } }, async (request, reply) => {
    const { currency = "", address = "" } = request.query;
    const code = currency.trim().toUpperCase();
    if (!isCryptoCurrency(code) || !(await chain.hasAddress(code, address.trim()))) return noSuchAddress(reply);
    return html(reply, renderCryptoSendPage(code, address.trim()));
  });

  app.post<{ Body: Form | undefined }>(
    "/sandbox-gateway/crypto",
    { schema: { hide: true } },
    async (request, reply) => {
      const form = request.body ?? {};
      const code = (form.currency ?? "").trim().toUpperCase();
      const address = (form.address ?? "").trim();
      if (!isCryptoCurrency(code) || !(await chain.hasAddress(code, address))) return noSuchAddress(reply);
      const amountCents = parseMajorAmount(form.amount ?? "", CRYPTO_UNITS);
      if (amountCents === null || amountCents <= 0n) {
        const errors = [formatMessage("amount_number", "en")];
        return html(reply, renderCryptoSendPage(code, address, { amount: form.amount ?? "", errors }), 422);
      }
      // Confirmed at once: the person trying the demo should not have to mine blocks by hand.
      const required = REQUIRED_CONFIRMATIONS[code];
      const transfer = await chain.send({ currency: code, address, amountCents, confirmations: required });
      if (!transfer) return noSuchAddress(reply);
      return html(reply, renderCryptoSentPage(transfer, required));
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
