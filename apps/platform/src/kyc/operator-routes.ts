import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  documentFileQuery,
  documentIdParams,
  operatorDocument,
  operatorDocumentsPage,
  operatorDocumentsQuery,
  rejectDocumentBody,
} from "@croupier/contract/schemas/kyc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import { documentFileResponse, sendDocumentFile } from "./download.ts";
import { listOperatorDocuments, loadOperatorDocument } from "./operator-view.ts";
import { findDocument, readDocumentContent } from "./repository.ts";
import { type Decision, reviewDocument } from "./review.ts";
import type { ReviewMailDelivery } from "./review-mail.ts";

/** `/api/operator/kyc/documents*`: the compliance team's review queue. */
export const operatorKycRoutes: FastifyPluginAsyncZod<{ reviewMails: ReviewMailDelivery }> = async (app, options) => {
  const db = app.database.db;
  const tags = ["operator"];
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/kyc/documents",
    {
      onRequest: requireOperator("kyc.read"),
      schema: {
        tags,
        summary: "Players' KYC documents, optionally in one status or of one player, one page at a time",
        description: "`status=pending` is the review queue, oldest first; any other list is newest first.",
        querystring: operatorDocumentsQuery,
        response: { 200: operatorDocumentsPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { status, player_id: playerId, page, page_size: pageSize } = request.query;
      const { data, total } = await listOperatorDocuments(db, { status, playerId }, page, pageSize);
      return { data, pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.get(
    "/operator/kyc/documents/:id/file",
    {
      onRequest: requireOperator("kyc.read"),
      schema: {
        tags,
        summary: "Download or view a document's file (recorded in the audit log)",
        description:
          "An attachment by default; `disposition=inline` for the back office's preview, which our own origin " +
          "alone may frame (`Content-Security-Policy: default-src 'none'; object-src 'self'; frame-ancestors " +
          "'self'`). Always of the type its bytes were checked to be (PDF, JPEG or PNG), with " +
          "`X-Content-Type-Options: nosniff`.",
        params: documentIdParams,
        querystring: documentFileQuery,
        response: { 200: documentFileResponse, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const document = await findDocument(db, request.params.id);
      const content = document && (await readDocumentContent(db, document.id));
      if (!document || !content) throw new AppError("not_found");
      const { operator } = await currentOperator(request);
      // Who looked at a player's identity papers is kept, like every operator action.
      await writeAuditEntry(db, {
        operatorId: operator.id,
        action: "kyc.document_downloaded",
        target: { type: "kyc_document", id: document.id },
        details: {
          player_id: document.playerId,
          document_type: document.documentType,
          ...(request.query.disposition === "inline" ? { viewed_inline: true } : {}),
        },
        ip: request.clientIp,
      });
      return sendDocumentFile(reply, document, content, request.query.disposition);
    },
  );

  for (const decision of ["approve", "reject"] as const) {
    app.post(
      `/operator/kyc/documents/:id/${decision}`,
      {
        onRequest: requireOperator("kyc.review"),
        schema: {
          tags,
          summary:
            decision === "approve"
              ? "Approve a pending document; the player is told by mail"
              : "Reject a pending document with a reason the player reads; the player is told by mail",
          description:
            "Audited with the status before and after (and whether the player became verified: an approved " +
            "identity and address document). Not pending: 422 `errors.base`.",
          params: documentIdParams,
          ...(decision === "reject" ? { body: rejectDocumentBody } : {}),
          response: { 200: operatorDocument, 404: errorBody, 422: validationErrorBody, ...signedOut },
        },
      },
      async (request) => {
        const { operator } = await currentOperator(request);
        const body = request.body as { reason: string } | undefined;
        const chosen: Decision =
          decision === "approve" ? { status: "approved" } : { status: "rejected", reason: body?.reason ?? "" };
        await reviewDocument(db, request.params.id, chosen, {
          operatorId: operator.id,
          ip: request.clientIp,
          now: app.clock(),
          locale: request.locale,
          mailLeaseMs: app.config.mailRetryIntervalMs,
        });
        options.reviewMails.deliverInBackground(request.params.id);
        return loadOperatorDocument(db, request.params.id);
      },
    );
  }
};
