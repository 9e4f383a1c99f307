import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { TextField } from "../ui/form-controls.tsx";
import { sanitizeAmount } from "./amount-rules.ts";

/**
 * The amount of a wallet form (the crypto deposit, the withdrawal) in major units of `currency`,
 * kept to the amount input rules and the currency's decimals as it is typed or pasted.
 */
export function AmountTextField({
  currency,
  decimals,
  value,
  error,
  hint,
  onValueChange,
  onBlur,
}: {
  currency: string;
  decimals: number;
  value: string;
  error: string | null;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  return (
    <TextField
      name="amountValue"
      label={t`Amount, ${currency}`}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onValueChange={(next) => onValueChange(sanitizeAmount(next, decimals))}
      onBlur={onBlur}
      error={error}
      hint={hint}
    />
  );
}
