import { STATUS_CODES } from "node:http";
import { type Locale, toFieldErrors, validationTexts } from "@croupier/contract";
import { isPlayerErrorCode } from "@croupier/contract/errors/error-messages";
import { errorText } from "@croupier/contract/errors/error-texts";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable.ts";
import { type AppError, defaultMessage, isAppError } from "../errors/app-error.ts";
import { RequestValidationError } from "../errors/request-validation-error.ts";
import { isApiPath } from "./api-conventions.ts";
import { maskSecrets } from "./logger.ts";

type ErrorBody =
  | { error: string; errors?: Record<string, string[]>; [detail: string]: unknown }
  | { errors: Record<string, string[]> };

// Fastify's own client errors, worded for players and API clients alike.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Malformed JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Empty JSON body",
  FST_ERR_CTP_BODY_TOO_LARGE: "Payload too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported media type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Invalid content length",
};

/** The one error handler: AppError codes, 422 field errors, Fastify client errors; 5xx hide internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      const { status, body, retryAfter } = describeError(error, request.locale);
      // The logger's error serializer masks secrets in the error (serializeError); the URL is
      // masked here, so the line says which call failed without its tokens.
      if (status >= 500) request.log.error({ err: error, url: maskSecrets(request.url) }, "request failed");
      else request.log.info({ status, code: errorCode(error) }, "request refused");
      if (retryAfter !== undefined) reply.header("Retry-After", String(retryAfter));
      return reply.code(status).type("application/json; charset=utf-8").send(body);
    });
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || request.method !== "GET") {
        return reply
          .code(404)
          .type("application/json; charset=utf-8")
          .send({ error: defaultMessage("not_found") });
      }
      return reply.code(404).type("text/html; charset=utf-8").send(NOT_FOUND_PAGE);
    });
  },
  { name: "error-handler" },
);

/** What a failed call answers: status, body and, when waiting helps, seconds to wait. */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  retryAfter?: number;
}

export function describeError(error: unknown, locale: Locale): ErrorAnswer {
  if (error instanceof RequestValidationError) {
    return { status: 422, body: { errors: toFieldErrors(error.issues, validationTexts(locale)) } };
  }
  if (isAppError(error)) return describeAppError(error, locale);
  const fastifyError = error as Partial<FastifyError> | null;
  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const code = fastifyError?.code ?? "";
    const isJsonSyntax = error instanceof SyntaxError;
    const message = isJsonSyntax ? "Malformed JSON" : (FASTIFY_MESSAGES[code] ?? STATUS_CODES[status] ?? "Bad request");
    return { status, body: { error: message } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: defaultMessage("unavailable") }, retryAfter: DATABASE_RETRY_AFTER_SECONDS };
  }
  return { status: 500, body: { error: defaultMessage("internal") } };
}

function describeAppError(error: AppError, locale: Locale): { status: number; body: ErrorBody } {
  if (error.fields && error.statusCode === 422) return { status: 422, body: { errors: error.fields } };
  const message = appErrorMessage(error, locale);
  if (error.details && error.statusCode < 500) {
    const fields = error.fields ? { errors: error.fields } : {};
    return { status: error.statusCode, body: { error: message, ...fields, ...error.details } };
  }
  if (error.fields && error.statusCode < 500) {
    return { status: error.statusCode, body: { error: message, errors: error.fields } };
  }
  return { status: error.statusCode, body: { error: message } };
}

/**
 * A 5xx always answers its default text, which says nothing of the fault. A player-facing code
 * thrown without a text of its own is worded in the request's language (the contract's error
 * texts, English being the default texts); a text the thrower chose is answered as it is.
 */
function appErrorMessage(error: AppError, locale: Locale): string {
  if (error.statusCode >= 500) return defaultMessage(error.code);
  if (error.hasDefaultMessage && isPlayerErrorCode(error.code)) return errorText(error.code, locale);
  return error.message;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><h1>Page not found</h1><p><a href="/">Home</a></p></html>';
