import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ComponentType, lazy } from "react";
import type { ModalFlag } from "./modal-flags.ts";

export interface ModalBodyProps {
  flag: ModalFlag;
  close: () => void;
}

export interface ModalEntry {
  title: MessageDescriptor;
  variant: "dialog" | "drawer";
  /** Bodies are split into their own chunks: the first page load ships none of them. */
  Body: ComponentType<ModalBodyProps>;
}

const ComingSoon = lazy(() => import("./bodies/coming-soon-body.tsx").then((m) => ({ default: m.ComingSoonBody })));
const Drawer = lazy(() => import("./bodies/drawer-body.tsx").then((m) => ({ default: m.DrawerBody })));
const SignIn = lazy(() => import("./bodies/sign-in-body.tsx").then((m) => ({ default: m.SignInBody })));
const SignUp = lazy(() => import("./bodies/sign-up-body.tsx").then((m) => ({ default: m.SignUpBody })));
const PersonalInfo = lazy(() =>
  import("./bodies/personal-info-body.tsx").then((m) => ({ default: m.PersonalInfoBody })),
);
const RequiredFields = lazy(() =>
  import("./bodies/required-fields-body.tsx").then((m) => ({ default: m.RequiredFieldsBody })),
);
const Search = lazy(() => import("./bodies/search-body.tsx").then((m) => ({ default: m.SearchBody })));
// The fiat deposit flow: amount, method list, payment details, success.
const FiatDeposit = lazy(() => import("./bodies/fiat-deposit-body.tsx").then((m) => ({ default: m.FiatDepositBody })));
const FiatPayment = lazy(() => import("./bodies/fiat-payment-body.tsx").then((m) => ({ default: m.FiatPaymentBody })));
const FiatPaymentCredentials = lazy(() =>
  import("./bodies/fiat-payment-credentials-body.tsx").then((m) => ({ default: m.FiatPaymentCredentialsBody })),
);
const DepositSuccess = lazy(() =>
  import("./bodies/deposit-success-body.tsx").then((m) => ({ default: m.DepositSuccessBody })),
);
// The crypto deposit flow, deposit feedback, the first-deposit offer and currency management.
const CryptoDeposit = lazy(() =>
  import("./bodies/crypto-deposit-body.tsx").then((m) => ({ default: m.CryptoDepositBody })),
);
const CryptoPayment = lazy(() =>
  import("./bodies/crypto-payment-body.tsx").then((m) => ({ default: m.CryptoPaymentBody })),
);
const Feedback = lazy(() => import("./bodies/feedback-body.tsx").then((m) => ({ default: m.FeedbackBody })));
const FirstDeposit = lazy(() =>
  import("./bodies/first-deposit-body.tsx").then((m) => ({ default: m.FirstDepositBody })),
);
const CurrencyManagement = lazy(() =>
  import("./bodies/currency-management-body.tsx").then((m) => ({ default: m.CurrencyManagementBody })),
);

const soon = (title: MessageDescriptor): ModalEntry => ({ title, variant: "dialog", Body: ComingSoon });

/** Every modal flag of spec point 2 with its title and body. */
export const MODALS: Record<ModalFlag, ModalEntry> = {
  "sign-in": { title: msg`Sign in`, variant: "dialog", Body: SignIn },
  "sign-up": { title: msg`Sign up`, variant: "dialog", Body: SignUp },
  "player-status": soon(msg`VIP level`),
  "free-spins": soon(msg`Free spins`),
  "fiat-deposit": { title: msg`Deposit`, variant: "dialog", Body: FiatDeposit },
  "fiat-payment": { title: msg`Payment method`, variant: "dialog", Body: FiatPayment },
  "fiat-payment-credentials": { title: msg`Payment details`, variant: "dialog", Body: FiatPaymentCredentials },
  "deposit-success": { title: msg`Deposit successful`, variant: "dialog", Body: DepositSuccess },
  feedback: { title: msg`How was your deposit?`, variant: "dialog", Body: Feedback },
  "crypto-deposit": { title: msg`Crypto deposit`, variant: "dialog", Body: CryptoDeposit },
  "crypto-payment": { title: msg`Deposit address`, variant: "dialog", Body: CryptoPayment },
  "currency-management": { title: msg`Currencies`, variant: "dialog", Body: CurrencyManagement },
  "personal-info": { title: msg`Personal details`, variant: "dialog", Body: PersonalInfo },
  cta: soon(msg`Get gift`),
  "first-deposit": { title: msg`First deposit offer`, variant: "dialog", Body: FirstDeposit },
  "required-fields": { title: msg`Complete your profile`, variant: "dialog", Body: RequiredFields },
  "search-modal": { title: msg`Search games`, variant: "dialog", Body: Search },
  bar: { title: msg`Menu`, variant: "drawer", Body: Drawer },
};
