import type { Payment, PaymentMethod, WalletAccount } from "@croupier/contract";
import type { Locale } from "@croupier/contract/i18n/locales";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { HISTORY_PAGE_SIZE } from "./history-page-size.ts";
import { isPendingWithdrawal } from "./payment-states.ts";

/** Pending withdrawals are few (each holds money back); 50 covers any real player. */
const PENDING_PAGE_SIZE = 50;

export interface WithdrawPageData {
  signedIn: boolean;
  /** The current (active) account: its currency is the one withdrawn. */
  account: WalletAccount | null;
  methods: PaymentMethod[];
  /** A failed method-list load shows the error text (null: loaded). */
  methodsError: { text: string | null; status: number } | null;
  pending: Payment[];
  history: Payment[];
  historyTotal: number;
  /** The operator's licence lets players cancel a pending withdrawal (project settings). */
  recallAllowed: boolean;
}

export const SIGNED_OUT_WITHDRAW_PAGE: WithdrawPageData = {
  signedIn: false,
  account: null,
  methods: [],
  methodsError: null,
  pending: [],
  history: [],
  historyTotal: 0,
  recallAllowed: false,
};

/** Everything the withdraw page shows, loaded in parallel on the server with the visitor's cookies. */
export async function loadWithdrawPage(request: Request, locale: Locale): Promise<WithdrawPageData> {
  const api = createServerApi(request, locale);
  const [player, accounts, project, pending, history] = await Promise.all([
    dataOr(api.getPlayer(), null),
    dataOr(api.getPlayerAccounts(), [] as WalletAccount[]),
    dataOr(api.getProject(), null),
    dataOr(api.getPlayerPaymentsPage({ page: 1, page_size: PENDING_PAGE_SIZE, filter: { type: "cashout" } }), null),
    dataOr(api.getPlayerPaymentsPage({ page: 1, page_size: HISTORY_PAGE_SIZE }), null),
  ]);
  if (!player || player.id == null) return SIGNED_OUT_WITHDRAW_PAGE;
  const account =
    accounts.find((one) => one.active) ?? accounts.find((one) => one.currency === player.currency) ?? null;
  const currency = account?.currency ?? player.currency;
  const methods = await api.getPaymentMethods(currency, "cashout").catch(() => null);
  return {
    signedIn: true,
    account,
    methods: methods?.ok && Array.isArray(methods.data) ? methods.data : [],
    methodsError:
      methods?.ok === true
        ? null
        : { text: methods && !methods.ok ? (methods.error ?? null) : null, status: methods?.status ?? 0 },
    pending: (pending?.data ?? []).filter(isPendingWithdrawal),
    history: history?.data ?? [],
    historyTotal: history?.pagination.total_count ?? 0,
    recallAllowed: project?.withdrawal_recall_allowed ?? false,
  };
}
