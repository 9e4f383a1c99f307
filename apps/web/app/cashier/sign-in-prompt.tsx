import type { ReactNode } from "react";
import { SignInActions } from "../components/sign-in-actions.tsx";
import { WalletPrompt } from "./wallet-prompt.tsx";

/** What a signed-out visitor sees instead of a wallet screen: why, then Sign in / Sign up. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return <WalletPrompt actions={<SignInActions />}>{children}</WalletPrompt>;
}
