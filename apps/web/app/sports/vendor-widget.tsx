import type { Locale } from "@croupier/contract/i18n/locales";
import type { SportsbookProvider } from "@croupier/contract/schemas/sportsbook";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useDepositTarget } from "../account/use-account.ts";
import { browserApi } from "../lib/api.client.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useModal } from "../modals/use-modal.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { sportsbookCalls } from "./book-calls.ts";

// An embedded vendor's sportsbook (Betby): the page loads the vendor's script and mounts its
// widget with `new BTRenderer().initialize({...})`. A signed-in player's widget carries the ES256
// token of POST /api/sportsbook/launch (renewed when it expires); a visitor sees the widget
// without a token, and its sign-in and sign-up buttons open ours. Bets and their money go through
// the vendor's wallet callbacks, never through this page.

interface BetbyRenderer {
  initialize(options: Record<string, unknown>): void;
  kill(): void;
}
type BetbyWindow = Window & { BTRenderer?: new () => BetbyRenderer };

const scripts = new Map<string, Promise<void>>();

/** Loads a script once per page life. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

type WidgetState = "loading" | "ready" | "refused" | "failed";

export function VendorWidget({
  provider,
  locale,
  signedIn,
}: {
  provider: SportsbookProvider;
  locale: Locale;
  signedIn: boolean;
}) {
  const { t } = useLingui();
  const target = useRef<HTMLDivElement>(null);
  const { open } = useModal();
  const depositTarget = useDepositTarget();
  const [state, setState] = useState<WidgetState>("loading");
  const [refusal, setRefusal] = useState<string | null>(null);
  // The widget's callbacks see the latest modal opener without re-mounting the widget.
  const actions = useRef({ open, depositTarget });
  actions.current = { open, depositTarget };

  useEffect(() => {
    const widget = provider.widget;
    if (!widget) return;
    let renderer: BetbyRenderer | null = null;
    let cancelled = false;
    const api = browserApi(locale, sportsbookCalls);
    const launch = async (): Promise<string | null> => {
      const result = await api.launch(locale);
      if (result.ok) return result.data.token;
      // A self-excluded or timed-out player, or one over a limit, gets no token: say why.
      setRefusal(
        result.error ??
          Object.values(result.errors ?? {})
            .flat()
            .join(" ") ??
          null,
      );
      return null;
    };
    (async () => {
      try {
        const token = signedIn ? await launch() : null;
        if (cancelled) return;
        if (signedIn && token === null) {
          setState("refused");
          return;
        }
        await loadScript(widget.script_url);
        const Renderer = (window as BetbyWindow).BTRenderer;
        if (cancelled || !Renderer || !target.current) {
          if (!cancelled) setState("failed");
          return;
        }
        renderer = new Renderer();
        renderer.initialize({
          brand_id: widget.brand_id,
          ...(token ? { token } : {}),
          ...(widget.theme_name ? { themeName: widget.theme_name } : {}),
          lang: locale,
          target: target.current,
          betSlipOffsetTop: 64,
          betslipZIndex: 40,
          onTokenExpired: async () => (await launch()) ?? undefined,
          onLogin: () => actions.current.open("sign-in"),
          onRegister: () => actions.current.open("sign-up"),
          onRecharge: () => actions.current.open(actions.current.depositTarget),
        });
        setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
      renderer?.kill();
    };
  }, [provider.widget, locale, signedIn]);

  return (
    <div className="sports-vendor">
      <PageMeta title={t`Sports betting`} />
      <h1 className="visually-hidden">{t`Sports betting`}</h1>
      {!signedIn && (
        <p className="sports-vendor__prompt">
          <Trans>You are browsing as a visitor. Sign in to place bets with your balance.</Trans>{" "}
          <ModalLink flag="sign-in" className="button button--primary button--small">
            <Trans>Sign in</Trans>
          </ModalLink>
        </p>
      )}
      {state === "refused" && (
        <p className="sports-empty" role="alert">
          {refusal || t`Sports betting is not available on your account right now.`}
        </p>
      )}
      {state === "failed" && (
        <p className="sports-empty" role="alert">
          <Trans>The sportsbook could not be loaded. Check your connection and reload the page.</Trans>
        </p>
      )}
      {state === "loading" && (
        <p className="sports-vendor__loading" role="status">
          <Trans>Loading the sportsbook…</Trans>
        </p>
      )}
      <div ref={target} className="sports-vendor__target" />
    </div>
  );
}
