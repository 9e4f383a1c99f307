import { useLingui } from "@lingui/react/macro";
import type { CodeFieldTexts } from "./code-field.tsx";

/** The code field's texts from the `account` catalogue (sign-in, profile, password change). */
export function useCodeTexts(): CodeFieldTexts {
  const { t } = useLingui();
  return {
    code: t`Authentication code`,
    recovery: t`Recovery code`,
    useRecovery: t`Use a recovery code`,
    useApp: t`Use the authenticator app`,
    codeHint: t`The 6-digit code your authenticator app shows`,
  };
}
