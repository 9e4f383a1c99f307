import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { PaymentHistory } from "../cashier/payment-history.tsx";
import { PendingWithdrawals } from "../cashier/pending-withdrawals.tsx";
import { SignInPrompt } from "../cashier/sign-in-prompt.tsx";
import { WithdrawBalance } from "../cashier/withdraw-balance.tsx";
import { WithdrawForm } from "../cashier/withdraw-form.tsx";
import { loadWithdrawPage, SIGNED_OUT_WITHDRAW_PAGE } from "../cashier/withdraw-page.server.ts";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "../i18n/request-locale.server.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import type { Route } from "./+types/withdraw";
import "../cashier/cashier.css";
import { redirect } from "../lib/safe-redirect.ts";
import { keepDataUnderModals } from "../shell/keep-data-under-modals.ts";

// The withdraw page: what can be cashed out, a request form with the
// methods of the current currency, the pending requests (cancellable where the licence allows)
// and the recent payments. Signed out, the page opens the sign-in modal over itself.

const AUTH_FLAGS = ["sign-in", "sign-up"];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const decision = decideRequestLocaleWithRedirect(request);
  // The root loader redirects this request to another locale: leave the work to that request.
  if (decision.redirectTo) return SIGNED_OUT_WITHDRAW_PAGE;
  const data = await loadWithdrawPage(request, decision.locale);
  if (!data.signedIn && !AUTH_FLAGS.some((flag) => url.searchParams.get(flag) === "modal")) {
    const search = new URLSearchParams(url.search);
    search.set("sign-in", "modal");
    throw redirect(`${url.pathname}?${search.toString()}`);
  }
  return data;
}

/** Client-side navigations load the page's texts (the cashier catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    loadFeatureCatalogue(i18n, "cashier"),
    loadFeatureCatalogue(i18n, "payments"),
  ]);
  return data;
}

/** Opening or closing a modal over the page does not reload it; revalidation (sign-in, a request, a currency switch) does. */
export const shouldRevalidate = keepDataUnderModals;

export default function WithdrawPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const title = t({ message: "Withdraw", context: "page title" });
  const { account } = loaderData;
  return (
    <div className="page page--narrow withdraw">
      <PageMeta
        title={title}
        description={t`Withdraw your winnings: choose a method, see your pending requests and your payment history.`}
      />
      <h1 className="page__title">{title}</h1>
      {!loaderData.signedIn ? (
        <section className="wallet-card">
          <SignInPrompt>
            <Trans>Sign in to withdraw your winnings and see your payments.</Trans>
          </SignInPrompt>
        </section>
      ) : (
        <>
          {account && <WithdrawBalance account={account} />}
          {account && (
            <WithdrawForm
              // A new currency or balance starts a clean form.
              key={`${account.currency}:${account.available_to_cashout_cents}`}
              account={account}
              methods={loaderData.methods}
              methodsError={loaderData.methodsError}
            />
          )}
          <PendingWithdrawals payments={loaderData.pending} recallAllowed={loaderData.recallAllowed} />
          <PaymentHistory payments={loaderData.history} total={loaderData.historyTotal} />
        </>
      )}
    </div>
  );
}
