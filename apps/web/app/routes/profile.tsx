import type { PlayerSession } from "@croupier/contract";
import { playerCalls } from "@croupier/contract/client/player";
import type { Player } from "@croupier/contract/schemas/player";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { displayName } from "../lib/player.ts";
import { redirect } from "../lib/safe-redirect.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { CHANGE_PASSWORD_ANCHOR, ChangePassword } from "../profile/change-password.tsx";
import { LocalTime } from "../profile/local-time.tsx";
import { describeUserAgent } from "../profile/user-agent.ts";
import { ProtectionCard } from "../protection/close-account.tsx";
import { keepDataUnderModals } from "../shell/keep-data-under-modals.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { TwoFactorSection } from "../two-factor/two-factor-section.tsx";
import { FormMessage } from "../ui/form-controls.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { Route } from "./+types/profile";

// The player's profile: account facts, the previous sign-in time (GLI-19: shown at every
// sign-in so a player notices use they did not make) and the active sessions, each of which but
// this one can be ended. Signed out, the page opens the sign-in modal over itself.

const AUTH_FLAGS = ["sign-in", "sign-up"];

// The documents (KYC) section is a chunk of its own: its form and list do not weigh on the page's
// first load.
const DocumentsSection = lazy(() => import("../documents/documents-section.tsx"));
// The push notifications section reads this browser's service worker: a chunk of its own too.
const PushSettings = lazy(() => import("../push/push-settings.tsx"));

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const decision = decideRequestLocaleWithRedirect(request);
  // The root loader redirects this request to another locale: leave the work to that request.
  if (decision.redirectTo) return { player: null, sessions: [] as PlayerSession[] };
  const api = createServerApi(request, decision.locale);
  const [player, sessions] = await Promise.all([
    dataOr(api.getPlayer(), null),
    dataOr(api.getPlayerSessions(), [] as PlayerSession[]),
  ]);
  if (!player || player.id == null) {
    if (!AUTH_FLAGS.some((flag) => url.searchParams.get(flag) === "modal")) {
      const search = new URLSearchParams(url.search);
      search.set("sign-in", "modal");
      throw redirect(`${url.pathname}?${search.toString()}`);
    }
    return { player: null, sessions: [] as PlayerSession[] };
  }
  return { player, sessions: Array.isArray(sessions) ? sessions : [] };
}

/** Opening or closing a modal over the page does not reload it; sign-in, saves and path changes do. */
/** Client-side navigations load the page's texts (the account catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "account")]);
  return data;
}

export const shouldRevalidate = keepDataUnderModals;

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { player, sessions } = loaderData;
  const title = t`Profile`;
  return (
    <div className="page page--narrow profile">
      <PageMeta title={title} />
      <h1 className="page__title">{title}</h1>
      {player ? (
        <>
          <AccountSummary player={player} />
          <ActiveSessions sessions={sessions} />
          <ChangePassword />
          <TwoFactorSection />
          <Suspense fallback={null}>
            <DocumentsSection />
          </Suspense>
          <Suspense fallback={null}>
            <PushSettings />
          </Suspense>
          <ProtectionCard />
        </>
      ) : (
        <section className="placeholder-card">
          <p>
            <Trans>Sign in to see your profile, your previous sign-in and your active sessions.</Trans>
          </p>
          <ModalLink flag="sign-in" className="button button--primary">
            <Trans>Sign in</Trans>
          </ModalLink>
        </section>
      )}
    </div>
  );
}

function currencyName(code: string, locale: string): string | null {
  try {
    const name = new Intl.DisplayNames(locale, { type: "currency", fallback: "none" }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function AccountSummary({ player }: { player: Player }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const headingId = useId();
  const fullName = [player.first_name, player.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  const currency = currencyName(player.currency, locale);
  const confirmed = Boolean(player.confirmed_at);
  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <div className="profile-card__head">
        <span className="profile-card__avatar" aria-hidden="true">
          {[...displayName(player)][0]?.toUpperCase()}
        </span>
        <div className="profile-card__identity">
          <h2 id={headingId} className="profile-card__name">
            {fullName || displayName(player)}
          </h2>
          <p className="profile-card__email">
            <Trans>Account details</Trans>
          </p>
        </div>
      </div>
      <dl className="profile-facts">
        <div className="profile-facts__item">
          <dt>{t`Email`}</dt>
          <dd>
            <span className="profile-facts__email">{player.email}</span>{" "}
            <span className={`status-badge status-badge--${confirmed ? "success" : "warning"}`}>
              {confirmed ? t`Confirmed` : t`Not confirmed`}
            </span>
          </dd>
        </div>
        <div className="profile-facts__item">
          <dt>{t`Display name`}</dt>
          <dd>{displayName(player)}</dd>
        </div>
        <div className="profile-facts__item">
          <dt>{t`Currency`}</dt>
          <dd>
            {player.currency}
            {currency ? <span className="profile-facts__muted"> · {currency}</span> : null}
          </dd>
        </div>
        <div className="profile-facts__item">
          <dt>{t`Previous sign-in`}</dt>
          <dd>
            {player.last_sign_in_at ? (
              <LocalTime iso={player.last_sign_in_at} locale={locale} />
            ) : (
              <Trans>This is your first sign-in</Trans>
            )}
          </dd>
        </div>
      </dl>
      {!confirmed && (
        <p className="profile-card__note">
          <Trans>
            Your e-mail is not confirmed yet.{" "}
            <LocaleLink to="/users/resend-confirmation-instructions">Resend confirmation instructions</LocaleLink>
          </Trans>
        </p>
      )}
      <div className="profile-card__actions">
        <ModalLink flag="personal-info" className="button button--primary">
          <Trans>Personal details</Trans>
        </ModalLink>
        <a href={`#${CHANGE_PASSWORD_ANCHOR}`} className="button button--ghost">
          <Trans>Change password</Trans>
        </a>
        <ModalLink flag="limits" className="button button--ghost">
          <Trans>Deposit and other limits</Trans>
        </ModalLink>
        <LocaleLink to="/profile/history" className="button button--ghost">
          <Trans>Game history</Trans>
        </LocaleLink>
        <LocaleLink to="/profile/bonuses" className="button button--ghost">
          <Trans>My bonuses</Trans>
        </LocaleLink>
        <LocaleLink to="/profile/lootboxes" className="button button--ghost">
          <Trans>My loot boxes</Trans>
        </LocaleLink>
      </div>
    </section>
  );
}

function ActiveSessions({ sessions }: { sessions: PlayerSession[] }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const { revalidate } = useRevalidator();
  const headingId = useId();
  const [ending, setEnding] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // This device first, then the most recently seen.
  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );

  const endSession = async (id: number) => {
    if (ending !== null) return;
    setEnding(id);
    setFailed(false);
    const { browserApi } = await import("../lib/api.client.ts");
    const result = await browserApi(locale, playerCalls).deletePlayerSession(id);
    // 404: the session has already ended elsewhere; the refreshed list shows it gone either way.
    if (!result.ok && result.status !== 404) setFailed(true);
    await revalidate();
    setEnding(null);
  };

  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-card__title">
        <Trans>Active sessions</Trans>
      </h2>
      <p className="profile-card__lead">
        <Trans>Devices signed in to your account. End any session you do not recognise and change your password.</Trans>
      </p>
      {failed && (
        <FormMessage tone="error">
          <Trans>The session could not be ended. Please try again.</Trans>
        </FormMessage>
      )}
      {ordered.length === 0 ? (
        <p className="page__empty">
          <Trans>No active sessions.</Trans>
        </p>
      ) : (
        <ul className="session-list" aria-labelledby={headingId}>
          {ordered.map((session) => {
            const { browser, os } = describeUserAgent(session.user_agent);
            const name = browser && os ? t`${browser} on ${os}` : (browser ?? os ?? t`Unknown device`);
            return (
              <li key={session.id} className={`session${session.current ? " session--current" : ""}`}>
                <div className="session__main">
                  <p className="session__device">
                    <span>{name}</span>
                    {session.current && (
                      <span className="status-badge status-badge--success">
                        <Trans>This device</Trans>
                      </span>
                    )}
                  </p>
                  <dl className="session__meta">
                    <div>
                      <dt>{t`IP address`}</dt>
                      <dd>{session.ip ?? "—"}</dd>
                    </div>
                    <div>
                      <dt>{t`Country`}</dt>
                      <dd>{session.country ? countryName(session.country, locale) : t`Unknown`}</dd>
                    </div>
                    <div>
                      <dt>{t`Started`}</dt>
                      <dd>
                        <LocalTime iso={session.created_at} locale={locale} compact />
                      </dd>
                    </div>
                    <div>
                      <dt>{t`Last seen`}</dt>
                      <dd>
                        <LocalTime iso={session.last_seen_at} locale={locale} compact />
                      </dd>
                    </div>
                  </dl>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--ghost button--small session__end"
                    disabled={ending !== null}
                    aria-busy={ending === session.id}
                    onClick={() => void endSession(session.id)}
                  >
                    <Trans>End session</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
