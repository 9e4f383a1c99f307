import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { PRICE_CHANGE_POLICIES, type PriceChangePolicy } from "./slip-rules.ts";

/** UKGC RTS 2C: the player chooses which price changes are taken without asking them again. */
export function PriceChangeChoice({
  policy,
  onChange,
}: {
  policy: PriceChangePolicy;
  onChange: (policy: PriceChangePolicy) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const labels: Record<PriceChangePolicy, string> = {
    none: t`Ask me about any price change`,
    higher: t`Accept higher prices`,
    any: t`Accept any price change`,
  };
  return (
    <fieldset className="price-change">
      <legend className="price-change__legend">{t`If a price changes`}</legend>
      {PRICE_CHANGE_POLICIES.map((value) => (
        <label key={value} className="price-change__option">
          <input type="radio" name={name} value={value} checked={policy === value} onChange={() => onChange(value)} />
          <span>{labels[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
