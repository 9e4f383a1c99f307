import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ComponentType, lazy } from "react";
import { type FeatureCatalogue, loadFeatureCatalogue } from "../i18n/catalogs.ts";
import type { ModalBodyProps } from "./modal-body-props.ts";
import type { ModalFlag } from "./modal-flags.ts";

export interface ModalEntry {
  title: MessageDescriptor;
  variant: "dialog" | "drawer";
  /** Bodies are split into their own chunks: the first page load ships none of them. */
  Body: ComponentType<ModalBodyProps>;
}

const Drawer = lazy(() => import("../shell/drawer-body.tsx").then((m) => ({ default: m.DrawerBody })));
/**
 * A lazy body that speaks from a feature catalogue (catalogs.ts): its chunk and the catalogue load
 * together, so the body's first render already has its texts.
 */
function featureBody<Name extends string>(
  catalogue: FeatureCatalogue,
  load: () => Promise<Record<Name, ComponentType<ModalBodyProps>>>,
  name: Name,
): ComponentType<ModalBodyProps> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadFeatureCatalogue(i18n, catalogue)]);
    const Body: ComponentType<ModalBodyProps> = module[name];
    return { default: Body };
  });
}

// The identity modals: sign-in, sign-up and the personal details forms.
const SignIn = featureBody("account", () => import("../account/sign-in-body.tsx"), "SignInBody");
const SignUp = featureBody("account", () => import("../account/sign-up-body.tsx"), "SignUpBody");
const PersonalInfo = featureBody("account", () => import("../account/personal-info-body.tsx"), "PersonalInfoBody");
const RequiredFields = featureBody(
  "account",
  () => import("../account/required-fields-body.tsx"),
  "RequiredFieldsBody",
);

// The idle call to action (a visitor's way to sign up) and the free-spin offer.
const Cta = featureBody("account", () => import("../account/cta-body.tsx"), "CtaBody");
const FreeSpins = featureBody("realtime", () => import("../realtime/free-spins-body.tsx"), "FreeSpinsBody");

// The VIP level: progress, points and the levels' benefits.
const PlayerStatus = featureBody("loyalty", () => import("../loyalty/player-status-body.tsx"), "PlayerStatusBody");

const Search = featureBody("games", () => import("../games/search-body.tsx"), "SearchBody");

// The fiat deposit flow: amount, method list, payment details, success.
const FiatDeposit = featureBody("payments", () => import("../payments/fiat-deposit-body.tsx"), "FiatDepositBody");
const FiatPayment = featureBody("payments", () => import("../payments/fiat-payment-body.tsx"), "FiatPaymentBody");
const FiatPaymentCredentials = featureBody(
  "payments",
  () => import("../payments/fiat-payment-credentials-body.tsx"),
  "FiatPaymentCredentialsBody",
);
const DepositSuccess = featureBody(
  "payments",
  () => import("../payments/deposit-success-body.tsx"),
  "DepositSuccessBody",
);
// The crypto deposit flow, deposit feedback, the first-deposit offer and currency management.
const CryptoDeposit = featureBody("payments", () => import("../payments/crypto-deposit-body.tsx"), "CryptoDepositBody");
const CryptoPayment = featureBody("payments", () => import("../payments/crypto-payment-body.tsx"), "CryptoPaymentBody");
const Feedback = featureBody("payments", () => import("../payments/feedback-body.tsx"), "FeedbackBody");
const FirstDeposit = featureBody("payments", () => import("../payments/first-deposit-body.tsx"), "FirstDepositBody");
const CurrencyManagement = featureBody(
  "cashier",
  () => import("../cashier/currency-management-body.tsx"),
  "CurrencyManagementBody",
);

// Responsible gambling: the welcome after sign-up (the tools and where they are) and the limits.
const Welcome = featureBody("account", () => import("../welcome/welcome-body.tsx"), "WelcomeBody");
const Limits = featureBody("account", () => import("../limits/limits-body.tsx"), "LimitsBody");
// Take a break (time-out) and self-exclusion: the responsible-gambling page's tools.
const TakeBreak = featureBody("account", () => import("../protection/exclusion-body.tsx"), "TakeBreakBody");
const SelfExclusion = featureBody("account", () => import("../protection/exclusion-body.tsx"), "SelfExclusionBody");

/** Every modal flag (the `?flag=modal` query that opens it) with its title and body. */
export const MODALS: Record<ModalFlag, ModalEntry> = {
  "sign-in": { title: msg`Sign in`, variant: "dialog", Body: SignIn },
  "sign-up": { title: msg`Sign up`, variant: "dialog", Body: SignUp },
  "player-status": { title: msg`VIP level`, variant: "dialog", Body: PlayerStatus },
  "free-spins": { title: msg`Free spins`, variant: "dialog", Body: FreeSpins },
  "fiat-deposit": { title: msg`Deposit`, variant: "dialog", Body: FiatDeposit },
  "fiat-payment": { title: msg`Payment method`, variant: "dialog", Body: FiatPayment },
  "fiat-payment-credentials": { title: msg`Payment details`, variant: "dialog", Body: FiatPaymentCredentials },
  "deposit-success": { title: msg`Deposit successful`, variant: "dialog", Body: DepositSuccess },
  feedback: { title: msg`How was your deposit?`, variant: "dialog", Body: Feedback },
  "crypto-deposit": { title: msg`Crypto deposit`, variant: "dialog", Body: CryptoDeposit },
  "crypto-payment": { title: msg`Deposit address`, variant: "dialog", Body: CryptoPayment },
  "currency-management": { title: msg`Currencies`, variant: "dialog", Body: CurrencyManagement },
  "personal-info": { title: msg`Personal details`, variant: "dialog", Body: PersonalInfo },
  cta: { title: msg`Get gift`, variant: "dialog", Body: Cta },
  "first-deposit": { title: msg`First deposit offer`, variant: "dialog", Body: FirstDeposit },
  "required-fields": { title: msg`Complete your profile`, variant: "dialog", Body: RequiredFields },
  "search-modal": { title: msg`Search games`, variant: "dialog", Body: Search },
  bar: { title: msg`Menu`, variant: "drawer", Body: Drawer },
  welcome: { title: msg`Welcome`, variant: "dialog", Body: Welcome },
  limits: { title: msg`Limits`, variant: "dialog", Body: Limits },
  "take-a-break": { title: msg`Take a break`, variant: "dialog", Body: TakeBreak },
  "self-exclusion": { title: msg`Self-exclusion`, variant: "dialog", Body: SelfExclusion },
};
