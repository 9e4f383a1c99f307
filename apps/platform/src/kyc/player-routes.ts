import { errorBody, validationErrorBody } from "@croupier/contract";
import { documentIdParams, documentUploadForm, playerDocument, playerDocuments } from "@croupier/contract/schemas/kyc";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { deletePendingDocument, listDocumentsOf, uploadDocument } from "./documents.ts";
import { documentFileResponse, sendDocumentFile } from "./download.ts";
import { findDocument, readDocumentContent } from "./repository.ts";
import { readDocumentUpload } from "./upload-form.ts";

/** `/api/player/documents*`: the player's KYC documents. */
export const playerDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config.kyc;
  const tags = ["player"];
  const signedOut = { 401: errorBody };
  // Multipart bodies are accepted by these routes only (the plugin is encapsulated here).
  // A file over the limit is cut and marked truncated rather than thrown: its answer is a 422.
  await app.register(multipart, { limits: { fileSize: config.maxBytes, files: 1 }, throwFileSizeLimit: false });
  app.addHook("onRequest", requireSignedInPlayer);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/player/documents",
    {
      schema: {
        tags,
        summary: "The player's KYC documents, newest first, with their review",
        description: "`status`: pending, approved or rejected; `reason` says why a document was rejected.",
        response: { 200: playerDocuments, ...signedOut },
      },
    },
    async (request) => listDocumentsOf(db, signedInPlayer(request).id),
  );

  app.post(
    "/player/documents",
    {
      // The parts are read and checked by the handler as they stream in (upload-form.ts): the
      // schema below describes them for the API document only.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags,
        summary: "Upload a KYC document (multipart/form-data), pending review",
        description:
          `Parts: \`document[attachment]\` (PDF, JPEG or PNG, recognised by content; at most KYC_DOCUMENT_MAX_BYTES, ` +
          "10 MB unless configured), `document[document_type]` (identity, address, deposit or payment_method) and " +
          "`document[description]` (optional, at most 500 characters). Refusals are 422 with `errors.attachment`, " +
          "`errors.document_type` or `errors.description` in the player's language; at most " +
          "KYC_DOCUMENTS_PER_PLAYER documents per player (422 `errors.attachment`).",
        consumes: ["multipart/form-data"],
        body: documentUploadForm,
        response: { 201: playerDocument, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request, config.maxBytes);
      const created = await uploadDocument(db, signedInPlayer(request).id, upload, config, request.locale);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/player/documents/:id/file",
    {
      schema: {
        tags,
        summary: "Download one of the player's own documents",
        description: "Always an attachment with `X-Content-Type-Options: nosniff`. Another player's document: 404.",
        params: documentIdParams,
        response: { 200: documentFileResponse, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const document = await findDocument(db, request.params.id);
      if (!document || document.playerId !== signedInPlayer(request).id) throw new AppError("not_found");
      const content = await readDocumentContent(db, document.id);
      if (!content) throw new AppError("not_found");
      return sendDocumentFile(reply, document, content);
    },
  );

  app.delete(
    "/player/documents/:id",
    {
      schema: {
        tags,
        summary: "Delete one of the player's documents while it is pending review",
        description: "A reviewed document stays: 422 `errors.base`. Another player's document: 404.",
        params: documentIdParams,
        response: { 204: z.null(), 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      await deletePendingDocument(db, signedInPlayer(request).id, request.params.id, request.locale);
      return reply.code(204).send(null);
    },
  );
};
