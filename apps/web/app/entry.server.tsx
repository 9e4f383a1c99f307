import { PassThrough } from "node:stream";
import { isLocale, type Locale } from "@croupier/contract/i18n/locales";
import { I18nProvider } from "@lingui/react";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { createServerI18n } from "./i18n/i18n.server.ts";
import { DeferredScriptsStream } from "./lib/deferred-scripts.server.ts";
import { NonceContext } from "./lib/nonce.ts";

export const streamTimeout = 5_000;

/** The root loader decided the locale (and redirected when the URL had to change). */
function localeOf(context: EntryContext): Locale {
  const root = context.staticHandlerContext.loaderData.root as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : "en";
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get("x-csp-nonce") ?? "";
  const i18n = createServerI18n(localeOf(routerContext));
  // Crawlers get the complete document; browsers get the shell as soon as it is ready.
  const userAgent = request.headers.get("user-agent");
  const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceContext>,
      {
        nonce: nonce || undefined,
        // Every part already rendered when the shell is sent goes in the document in its place.
        // React's default (12.8 KB) moves the parts past it to the end of the document, hidden
        // until an inline script reveals them on an animation frame, and an open modal's form
        // then hydrated only after that reveal: a test once waited 90 s for it
        // (docs/benchmarks/pages-log.md, session 19).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The language depends on these request headers (see decideLocale).
          responseHeaders.append("Vary", "Cookie, Accept-Language");
          // The scripts only hydrate what is painted: they start once the page has loaded and painted.
          const page = new DeferredScriptsStream();
          page.pipe(body);
          pipe(page);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
