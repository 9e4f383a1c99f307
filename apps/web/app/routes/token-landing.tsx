import { stripLocale } from "@croupier/contract/i18n/locales";
import { isMessageCode } from "@croupier/contract/validation/messages";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "../i18n/request-locale.server.ts";
import { formatMessage } from "../i18n/validation-texts.ts";
import { createCookieRelayApi, createServerApi } from "../lib/api.server.ts";
import { redirect } from "../lib/safe-redirect.ts";
import { pushTagManagerEvent } from "../lib/tag-manager.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useModal } from "../modals/use-modal.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { hasSeenWelcome } from "../welcome/welcome-seen.ts";
import type { Route } from "./+types/token-landing";

// The mail links: /users/confirmation?confirmation_token=… and
// /users/unlock?unlock_token=…. Opening the link (a GET) changes nothing: the loader only checks
// the token, and the page asks the visitor to confirm with a button, a same-origin POST to this
// route's action. The action spends the token on the server (forwarding the platform's
// Set-Cookie: the browser the player signed up on arrives signed in), then redirects to
// ?result=done|failed, so reloading never re-sends a used token.

type Kind = "confirmation" | "unlock";

function kindOf(pathname: string): Kind {
  return stripLocale(pathname).startsWith("/users/unlock") ? "unlock" : "confirmation";
}

function resultUrl(pathname: string, answer: { ok: boolean; errors?: Record<string, string[]> }): string {
  const next = new URLSearchParams();
  next.set("result", answer.ok ? "done" : "failed");
  // A worded refusal ("is invalid") without a code still means the token did not work.
  const code = answer.ok ? null : (firstErrorCode(answer.errors) ?? (answer.errors ? "invalid_token" : null));
  if (code) next.set("reason", code);
  return `${pathname}?${next.toString()}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const param = kind === "unlock" ? "unlock_token" : "confirmation_token";
  const token = url.searchParams.get(param);
  const decision = decideRequestLocaleWithRedirect(request);
  // The root loader redirects this request to another locale: keep the token for that request.
  if (decision.redirectTo) return { kind, token: null, result: null, reason: null };
  if (token) {
    const api = createServerApi(request, decision.locale);
    const answer = kind === "unlock" ? await api.checkUnlock(token) : await api.checkConfirmation(token);
    if (!answer.ok) throw redirect(resultUrl(url.pathname, answer));
    return { kind, token, result: null, reason: null };
  }
  const result = url.searchParams.get("result");
  const reason = url.searchParams.get("reason");
  return {
    kind,
    token: null,
    result: result === "done" || result === "failed" ? result : null,
    reason: reason && isMessageCode(reason) ? reason : null,
  };
}

/** Client-side navigations load the page's texts (the account catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "account")]);
  return data;
}

export async function action({ request }: Route.ActionArgs) {
  // The site's script posts to the route's single-fetch URL (/users/unlock.data): the redirect goes
  // to the page itself.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const kind = kindOf(pathname);
  const token = String((await request.formData()).get("token") ?? "");
  const { locale } = decideRequestLocaleWithRedirect(request);
  const { api, setCookies } = createCookieRelayApi(request, locale);
  const answer = kind === "unlock" ? await api.unlock(token) : await api.confirm(token);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(resultUrl(pathname, answer), { headers });
}

function firstErrorCode(errors: Record<string, string[]> | undefined): string | null {
  for (const list of Object.values(errors ?? {})) {
    const first = Array.isArray(list) ? list[0] : list;
    if (typeof first === "string" && isMessageCode(first)) return first;
  }
  return null;
}

export default function TokenLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale, player } = useShellData();
  const { kind, token, result, reason } = loaderData;
  const navigation = useNavigation();
  const ok = result === "done";
  // A tag-manager event on e-mail confirmation (only with a configured container).
  useEffect(() => {
    if (ok && kind === "confirmation") pushTagManagerEvent({ event: "email_confirmed" });
  }, [ok, kind]);
  // A player who has not seen the welcome (the responsible-gambling tools) in this browser gets it
  // once the e-mail is confirmed, before any wager (MGA).
  const playerId = player?.id ?? null;
  const { open } = useModal();
  const welcomed = useRef(false);
  useEffect(() => {
    if (welcomed.current || !ok || kind !== "confirmation" || playerId === null || hasSeenWelcome(playerId)) return;
    welcomed.current = true;
    void open("welcome");
  }, [ok, kind, playerId, open]);
  if (token) {
    const question = kind === "confirmation" ? t`Confirm your e-mail address` : t`Unlock your account`;
    return (
      <div className="page page--narrow">
        <PageMeta title={question} />
        <section className="result-card">
          <h1>{question}</h1>
          <p>
            <Trans>One step left: press the button below.</Trans>
          </p>
          <Form method="post" replace className="result-card__actions">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary" disabled={navigation.state !== "idle"}>
              {kind === "confirmation" ? <Trans>Confirm my e-mail</Trans> : <Trans>Unlock my account</Trans>}
            </button>
          </Form>
        </section>
      </div>
    );
  }
  const title =
    kind === "confirmation"
      ? ok
        ? t`Email is confirmed`
        : t`Issues confirming your email`
      : ok
        ? t`User is unlocked`
        : t`Issues unlocking your email`;
  return (
    <div className="page page--narrow">
      <PageMeta title={title} />
      <section className={`result-card result-card--${ok ? "success" : "failure"}`} aria-live="polite">
        <span className="result-card__badge" aria-hidden="true">
          {ok ? "✓" : "!"}
        </span>
        <h1>{title}</h1>
        {!ok && reason && isMessageCode(reason) && (
          <p className="result-card__reason">
            <Trans>The link {formatMessage(reason, locale)}.</Trans>
          </p>
        )}
        {!ok && !reason && (
          <p className="result-card__reason">
            <Trans>The link is missing or incomplete. Ask for a new e-mail below.</Trans>
          </p>
        )}
        <div className="result-card__actions">
          {ok && kind === "confirmation" && player && (
            <LocaleLink to="/games" className="button button--primary">
              <Trans>Start playing</Trans>
            </LocaleLink>
          )}
          {ok && !player && (
            <ModalLink flag="sign-in" className="button button--primary">
              <Trans>Sign in</Trans>
            </ModalLink>
          )}
          {!ok && kind === "confirmation" && (
            <LocaleLink to="/users/resend-confirmation-instructions" className="button button--primary">
              <Trans>Resend confirmation instructions</Trans>
            </LocaleLink>
          )}
          {!ok && kind === "unlock" && (
            <LocaleLink to="/users/resend-unlock-instructions" className="button button--primary">
              <Trans>Resend unlock instructions</Trans>
            </LocaleLink>
          )}
          <LocaleLink to="/" className="button button--ghost">
            <Trans>Back to home</Trans>
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
