import {
  depositCreated,
  depositRequest,
  errorBody,
  payment,
  paymentMethodFields,
  paymentMethodFieldsParams,
  paymentMethods,
  paymentMethodsQuery,
  validationErrorBody,
  withdrawalRequest,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertMayDeposit } from "../exclusions/guard.ts";
import { getSignedIn } from "../identity/sessions.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { requireSecondFactor } from "../identity/two-factor.ts";
import { callbackRoutes } from "./callback-routes.ts";
import { cryptoCallbackRoutes } from "./crypto/crypto-callback-routes.ts";
import { createDeposit } from "./deposits.ts";
import { getPaymentMethodFields, getPaymentMethods, toPaymentAction } from "./methods-service.ts";
import { createSandboxAddressProvider } from "./sandbox/crypto-addresses.ts";
import { requestWithdrawal } from "./withdrawals.ts";

/** `/api/payments/*`: the payments library's JSON backing and the deposit. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cryptoAddresses = createSandboxAddressProvider(app.payments.gateway);

  app.get(
    "/payments/methods",
    {
      schema: {
        tags: ["payments"],
        summary: "Payment methods offered in a currency for an action, with limits in major units",
        querystring: paymentMethodsQuery,
        response: { 200: paymentMethods },
      },
    },
    async (request) =>
      getPaymentMethods(db, request.query.currency, toPaymentAction(request.query.action), app.payments.providers),
  );

  app.get(
    "/payments/methods/:id/fields",
    {
      schema: {
        tags: ["payments"],
        summary: "A method's amount limits and form fields (`hosted` ones are typed on the gateway's page)",
        description:
          "404 for an unknown method, 422 `errors.id` when it is not offered in this currency and action; " +
          "both say 'This payment method isn`t available now. Choose another.' A crypto deposit's one field " +
          "is the signed-in player's deposit address (`address`, payment URI in `href`); signed out, without them.",
        params: paymentMethodFieldsParams,
        querystring: paymentMethodsQuery,
        response: { 200: paymentMethodFields, 404: errorBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const signedIn = await getSignedIn(request);
      return getPaymentMethodFields(
        db,
        request.params.id,
        request.query.currency,
        toPaymentAction(request.query.action),
        request.locale,
        app.payments.providers,
        { playerId: signedIn?.user.id ?? null, addresses: cryptoAddresses, now: app.clock() },
      );
    },
  );

  app.post(
    "/payments/deposits",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags: ["payments"],
        summary: "Start a deposit: answers the gateway's hosted page to send the browser to",
        description:
          "`amountValue` in major units. The payment stays `pending` until the gateway's signed callback; " +
          "the gateway then sends the browser to the locale's home page with `?deposit=success|failed`.",
        body: depositRequest,
        response: { 201: depositCreated, 401: errorBody, 404: errorBody, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      await assertMayDeposit(db, signedInPlayer(request).id, app.clock(), request.locale);
      const created = await createDeposit(db, app.payments.gateway, signedInPlayer(request), request.body, {
        locale: request.locale,
        origin: siteOrigin(request),
        providers: app.payments.providers,
        now: app.clock(),
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    "/payments/withdrawals",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags: ["payments"],
        summary: "Request a withdrawal: the amount moves to the pending-withdrawal account",
        description:
          "`amountValue` in major units, within the method's cash-out limits. 422 `errors.amountValue` " +
          "also for insufficient funds. `recallable` follows the operator's `withdrawal_recall_allowed`. With " +
          "two-factor sign-in on, `authentication_code` (a code or a recovery code) is required: 422 `errors.authentication_code`.",
        body: withdrawalRequest,
        response: { 201: payment, 401: errorBody, 404: errorBody, 422: validationErrorBody },
      },
    },
    async (request, reply) => {
      await requireSecondFactor(app, signedInPlayer(request), request.body.authentication_code, {
        locale: request.locale,
        field: "authentication_code",
      });
      const created = await requestWithdrawal(
        db,
        signedInPlayer(request),
        request.body,
        request.locale,
        app.payments.providers,
        app.config.kyc,
      );
      return reply.code(201).send(created);
    },
  );

  // The sandboxes' callbacks exist only with the sandboxes (PAYMENTS_SANDBOX).
  if (app.payments.sandbox.enabled) {
    await app.register(callbackRoutes);
    await app.register(cryptoCallbackRoutes);
  }
};

function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin;
}
