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

const soon = (title: MessageDescriptor): ModalEntry => ({ title, variant: "dialog", Body: ComingSoon });

/** Every modal flag of spec point 2 with its title and body. */
export const MODALS: Record<ModalFlag, ModalEntry> = {
  "sign-in": { title: msg`Sign in`, variant: "dialog", Body: SignIn },
  "sign-up": { title: msg`Sign up`, variant: "dialog", Body: SignUp },
  "player-status": soon(msg`VIP level`),
  "free-spins": soon(msg`Free spins`),
  "fiat-deposit": soon(msg`Deposit`),
  "fiat-payment": soon(msg`Payment method`),
  "fiat-payment-credentials": soon(msg`Payment details`),
  "deposit-success": soon(msg`Deposit successful`),
  feedback: soon(msg`How was your deposit?`),
  "crypto-deposit": soon(msg`Crypto deposit`),
  "crypto-payment": soon(msg`Deposit address`),
  "currency-management": soon(msg`Currencies`),
  "personal-info": { title: msg`Personal details`, variant: "dialog", Body: PersonalInfo },
  cta: soon(msg`Get gift`),
  "first-deposit": soon(msg`First deposit offer`),
  "required-fields": { title: msg`Complete your profile`, variant: "dialog", Body: RequiredFields },
  "search-modal": { title: msg`Search games`, variant: "dialog", Body: Search },
  bar: { title: msg`Menu`, variant: "drawer", Body: Drawer },
};
