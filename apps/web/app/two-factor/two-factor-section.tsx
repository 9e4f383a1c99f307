import { twoFactorCalls } from "@croupier/contract/client/two-factor";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { TwoFactorCodeField } from "./code-field.tsx";
import { useCodeTexts } from "./use-code-texts.ts";
import "./two-factor.css";

const Enrolment = lazy(() => import("./enrolment.tsx"));

/** Where links to the profile's two-factor section lead (this section's id). */
export const TWO_FACTOR_ANCHOR = "two-factor";

/**
 * The profile's "Two-factor sign-in" section: off, a button that starts the enrolment; on, the
 * state and a form to turn it off with a code. The player is read again after each change.
 */
export function TwoFactorSection() {
  const headingId = useId();
  const player = usePlayer();
  const { revalidate } = useRevalidator();
  const [enrolling, setEnrolling] = useState(false);
  const [notice, setNotice] = useState<"on" | "off" | null>(null);
  const enabled = Boolean(player?.two_factor_enabled);
  return (
    <section id={TWO_FACTOR_ANCHOR} className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-card__title">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      <p className="profile-card__lead">
        <Trans>
          A code from an authenticator app on your phone, asked at sign-in, for withdrawals and to change your password:
          your password alone is no longer enough.
        </Trans>
      </p>
      {notice === "on" && (
        <FormMessage tone="success">
          <Trans>Two-factor sign-in is on.</Trans>
        </FormMessage>
      )}
      {notice === "off" && (
        <FormMessage tone="success">
          <Trans>Two-factor sign-in is off.</Trans>
        </FormMessage>
      )}
      {enabled && !enrolling ? (
        <>
          <p className="two-factor-state">
            <span className="status-badge status-badge--success">
              <Trans>On</Trans>
            </span>
          </p>
          <TurnOffForm
            onDone={async () => {
              await revalidate();
              setNotice("off");
            }}
          />
        </>
      ) : enrolling ? (
        <Suspense
          fallback={
            <p className="two-factor-lead" role="status">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <Enrolment
            onCancel={() => setEnrolling(false)}
            onEnabled={async () => {
              await revalidate();
              setEnrolling(false);
              setNotice("on");
            }}
          />
        </Suspense>
      ) : (
        <>
          <p className="two-factor-state">
            <span className="status-badge status-badge--warning">
              <Trans>Off</Trans>
            </span>
          </p>
          <div className="profile-card__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setNotice(null);
                setEnrolling(true);
              }}
            >
              <Trans>Turn on two-factor sign-in</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function TurnOffForm({ onDone }: { onDone: () => Promise<void> }) {
  const { locale } = useShellData();
  const texts = useCodeTexts();
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!code.trim()) {
      setError(formatMessage("required", locale));
      return;
    }
    setSending(true);
    const result = await browserApi(locale, twoFactorCalls).disableTwoFactor(code.trim());
    setSending(false);
    if (result.ok) {
      await onDone();
      return;
    }
    setCode("");
    setError(
      result.errors?.authentication_code?.[0] ?? result.errors?.two_factor?.[0] ?? formatMessage("otp_invalid", locale),
    );
  };
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TwoFactorCodeField
        name="authentication_code"
        value={code}
        error={error}
        recovery={recovery}
        texts={texts}
        onValueChange={(value) => {
          setCode(value);
          setError(null);
        }}
        onRecoveryChange={setRecovery}
      />
      {/* Turning a safeguard off is not the page's primary action: a quiet button. */}
      <div className="two-factor-actions">
        <button type="submit" className="button button--ghost" disabled={sending} aria-busy={sending}>
          <Trans>Turn off two-factor sign-in</Trans>
        </button>
      </div>
    </form>
  );
}
