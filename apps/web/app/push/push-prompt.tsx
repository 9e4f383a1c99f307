import { exclusionCalls } from "@croupier/contract/client/exclusions";
import { i18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { browserApi } from "../lib/api.client.ts";
import { writeStorage } from "../lib/storage-keys.ts";
import { PUSH_PROMPT_DISMISSED_KEY } from "../shell/push-prompt-rules.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { enablePush } from "./push-client.ts";
import "./push.css";

/**
 * The push prompt (loaded by shell/push-prompt-gate.tsx once its rules allow): a small card, not a
 * dialog, so it never takes the focus from the page. It first asks the platform whether a time-out
 * or self-exclusion is in force (then it closes unseen), and loads its texts.
 */
export function PushPrompt({ onClose }: { onClose: () => void }) {
  const { locale } = useShellData();
  const titleId = useId();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([browserApi(locale, exclusionCalls).getExclusion(), loadFeatureCatalogue(i18n, "account")]).then(
      ([exclusion]) => {
        if (!active) return;
        if (!exclusion.ok || exclusion.data.exclusion.active) onClose();
        else setReady(true);
      },
      () => active && onClose(),
    );
    return () => {
      active = false;
    };
  }, [locale, onClose]);

  if (!ready) return null;

  const notNow = () => {
    writeStorage(PUSH_PROMPT_DISMISSED_KEY, String(Date.now()));
    onClose();
  };
  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    const outcome = await enablePush(locale);
    setBusy(false);
    if (outcome === "failed") setFailed(true);
    else onClose();
  };

  return (
    <section
      className="push-prompt"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") notNow();
      }}
    >
      <h2 id={titleId} className="push-prompt__title">
        <Trans>Get notified on this device</Trans>
      </h2>
      <p className="push-prompt__text">
        <Trans>
          Know at once when a deposit arrives, a withdrawal is paid, a bonus or free spins are yours, or you reach a new
          level or win a tournament prize. You choose what in your profile.
        </Trans>
      </p>
      {failed && (
        <FormMessage tone="error">
          <Trans>Notifications could not be turned on. Please try again later.</Trans>
        </FormMessage>
      )}
      <div className="push-prompt__actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void turnOn()}
        >
          <Trans>Turn on</Trans>
        </button>
        <button type="button" className="button button--ghost button--small" onClick={notNow}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
