import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { depositFlag } from "../lib/player.ts";
import { SIGN_OUT_CLEARED_KEYS, writeStorage } from "../lib/storage-keys.ts";
import type { ModalFlag } from "../modals/modal-flags.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { useLocalePath } from "../ui/locale-link.tsx";

/**
 * Deposit button: signed out → sign-up; a fiat player missing required profile
 * fields → the required-fields modal; otherwise the fiat or crypto deposit modal by currency.
 */
export function useDepositTarget(): ModalFlag {
  const { player, currencies, missingFields } = useShellData();
  if (!player) return "sign-up";
  const flag = depositFlag(player.currency, currencies);
  if (flag === "fiat-deposit" && missingFields.length > 0) return "required-fields";
  return flag;
}

/**
 * Sign-out: DELETE /api/users/sign_out, drop last-played ids from local storage,
 * reload the root data (player becomes null) and go home.
 */
export function useSignOut(): () => Promise<void> {
  const { locale } = useShellData();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const localize = useLocalePath();
  return useCallback(async () => {
    const [{ browserApi }, { forgetPushOnSignOut }] = await Promise.all([
      import("../lib/api.client.ts"),
      import("../push/push-client.ts"),
    ]);
    // Before the session ends: removing this browser's push subscription needs the player.
    await forgetPushOnSignOut(locale);
    await browserApi(locale).call("DELETE", "/api/users/sign_out");
    for (const key of SIGN_OUT_CLEARED_KEYS) writeStorage(key, null);
    await navigate(localize("/"));
    await revalidate();
  }, [locale, navigate, revalidate, localize]);
}
