import { providerWalletAnswer } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { walletBatchTotals } from "./bet-win.ts";
import { handleWalletCall, WALLET_CALLS } from "./service.ts";
import { PROVIDER_SIGNATURE_HEADER } from "./signature.ts";

const REQUEST_SCHEMA_IDS = {
  balance: "ProviderWalletBalanceRequest",
  bet: "ProviderWalletBetRequest",
  win: "ProviderWalletWinRequest",
  rollback: "ProviderWalletRollbackRequest",
} as const;

const params = z.object({ provider: z.string().min(1).max(100) });

/**
 * POST /api/provider-wallet/{provider}/{balance|bet|win|rollback}: the seamless wallet game
 * providers call (docs/provider-wallet-protocol.md). Server to server, so exempt from the
 * same-origin check; authenticated by the HMAC of the RAW body, so this scope keeps the body as
 * the bytes received. Every answer is HTTP 200 with a `status`.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const totals = walletBatchTotals;
  const metrics = [
    ["wallet_batches_total", "Batches of bets and wins sent to the database in one commit.", () => totals.batches],
    ["wallet_batch_moves_total", "Bets and wins sent in batches.", () => totals.moves],
    [
      "wallet_batch_applied_moves_total",
      "Bets and wins a batch applied (the rest are decided alone).",
      () => totals.applied,
    ],
    ["wallet_batches_failed_total", "Batches that moved nothing (each move then decided alone).", () => totals.failed],
  ] as const;
  for (const [name, help, read] of metrics) app.metrics.gauge(name, help, read, "counter");

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  for (const call of WALLET_CALLS) {
    app.post(
      `/provider-wallet/:provider/${call}`,
      {
        config: { crossOrigin: true },
        schema: {
          tags: ["provider-wallet"],
          summary: `Provider wallet: ${call}`,
          description:
            `Raw JSON body (schema ${REQUEST_SCHEMA_IDS[call]}), HMAC-SHA256 hex of the body under the ` +
            `provider's secret in \`${PROVIDER_SIGNATURE_HEADER}\`. Always HTTP 200; the outcome is \`status\` ` +
            "(see docs/provider-wallet-protocol.md).",
          params,
          response: { 200: providerWalletAnswer },
        },
      },
      async (request) => {
        const header = request.headers[PROVIDER_SIGNATURE_HEADER];
        return handleWalletCall(app.database.db, {
          providerId: request.params.provider,
          call,
          rawBody: typeof request.body === "string" ? request.body : "",
          signature: typeof header === "string" ? header : undefined,
          now: app.clock(),
        });
      },
    );
  }
};
