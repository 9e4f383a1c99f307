import { Trans, useLingui } from "@lingui/react/macro";
import { type MouseEvent, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useDepositTarget } from "../account/use-account.ts";
import type { SafeHtml } from "../cms/safe-html.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import { REGISTRATION_PREFILL_BONUS_CODE_KEY, writeStorage } from "../lib/storage-keys.ts";
import { useModal } from "../modals/use-modal.ts";
import { loadToast } from "../shell/toasts.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";

/** The deposit bonus code behind the banner's promise (100% match and 20 free spins). */
export const DEPOSIT_MISSION_CODE = "DOUBLE";

/**
 * The home deposit banner: double deposit bonus, VIP bonus and 20 free spins for starting a
 * deposit mission, backed by the deposit bonus code DOUBLE. The operator's snippet wins; the
 * catalogue text is the fallback (both link to the bonus terms). Signed in, the action sets the code on the next deposit and opens
 * the deposit modal; signed out, it starts sign-up and the code is applied once the account exists.
 * Before hydration (or opened in a new tab) the action is a plain link to the modal.
 */
export function DepositBanner({ html }: { html: SafeHtml | undefined }) {
  const { t } = useLingui();
  const player = usePlayer();
  const { locale } = useShellData();
  const depositTarget = useDepositTarget();
  const { hrefFor } = useModal();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const href = hrefFor(depositTarget);

  const start = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    if (!player) {
      writeStorage(REGISTRATION_PREFILL_BONUS_CODE_KEY, DEPOSIT_MISSION_CODE);
      await navigate(href, { preventScrollReset: true });
      return;
    }
    setBusy(true);
    const [{ browserApi }, { playerCalls }, { updateDepositBuffer }] = await Promise.all([
      import("../lib/api.client.ts"),
      import("@croupier/contract/client/player"),
      import("../payments/deposit-buffer.ts"),
    ]);
    const result = await browserApi(locale, playerCalls).setBonusCode(DEPOSIT_MISSION_CODE);
    if (result.ok) {
      updateDepositBuffer({ bonusCode: DEPOSIT_MISSION_CODE, bonusEnabled: true });
      await revalidate();
    } else {
      // The deposit still opens: its bonus code field lets the player try again.
      void loadToast().then((toast) => toast.error(t`Bonus code not added`));
    }
    setBusy(false);
    await navigate(href, { preventScrollReset: true });
  };

  return (
    <section className="deposit-banner">
      <div className="deposit-banner__text">
        {html ? (
          <CmsHtml html={html} />
        ) : (
          <>
            <h2>
              <Trans>Double your first deposit</Trans>
            </h2>
            <p>
              <Trans>Start a deposit mission: a double deposit bonus, a VIP bonus and 20 free spins.</Trans>
            </p>
            <p className="deposit-banner__terms">
              <LocaleLink to="/bonus-terms-and-conditions">
                <Trans>Bonus terms apply</Trans>
              </LocaleLink>
            </p>
          </>
        )}
      </div>
      <Link
        to={href}
        preventScrollReset
        className="button button--primary button--large"
        aria-busy={busy}
        onClick={(event) => void start(event)}
      >
        {player ? <Trans>Deposit</Trans> : <Trans>Get gift</Trans>}
      </Link>
    </section>
  );
}
