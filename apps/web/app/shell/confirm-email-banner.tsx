import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { loadToast } from "./toasts.ts";
import { usePlayer, useShellData } from "./use-shell-data.ts";

/**
 * Under the header, a signed-in player whose e-mail is not confirmed is asked to
 * confirm it, with a resend action (POST /api/users/confirmation → "Resend confirmation success").
 */
export function ConfirmEmailBanner() {
  const { t } = useLingui();
  const { locale } = useShellData();
  const player = usePlayer();
  const [sending, setSending] = useState(false);
  if (!player || player.confirmed_at) return null;

  const resend = async () => {
    setSending(true);
    const [{ browserApi }, toast] = await Promise.all([import("../lib/api.client.ts"), loadToast()]);
    const result = await browserApi(locale).call("POST", "/api/users/confirmation", {
      user: { email: player.email },
    });
    setSending(false);
    if (result.ok) toast.success(t`Resend confirmation success`);
    else toast.error(t`Oops... Something went wrong!`);
  };

  return (
    <section className="confirm-banner" aria-label={t`E-mail confirmation`}>
      <p className="confirm-banner__text">
        <Trans>Please confirm your e-mail: we sent a link to {player.email}.</Trans>
      </p>
      <button type="button" className="button button--ghost button--small" onClick={resend} disabled={sending}>
        <Trans>Resend</Trans>
      </button>
    </section>
  );
}
