import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { useShellData } from "../shell/use-shell-data.ts";
import { depositOutcome, withoutDepositOutcome } from "./deposit-return.ts";

/**
 * Mounted once by the locale layout: when the gateway sends the player back with
 * `?deposit=success|failed`, the lazy deposit-return-effects chunk shows the toast, opens the
 * deposit-success modal, drops the flag from the URL and reloads the balance. Pages without the
 * flag pay only for this component.
 */
export function DepositReturnHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { locale } = useShellData();
  const outcome = depositOutcome(location.search);
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome || handledKey.current === location.key) return;
    handledKey.current = location.key;
    void import("./deposit-return-effects.ts").then(({ completeDepositReturn }) =>
      completeDepositReturn({
        outcome,
        location: { ...location, search: withoutDepositOutcome(location.search) },
        locale,
        navigate,
        revalidate,
      }),
    );
  }, [outcome, location, locale, navigate, revalidate]);

  return null;
}
