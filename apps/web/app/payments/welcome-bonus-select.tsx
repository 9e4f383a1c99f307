import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { toWelcomeChoice, type WelcomeBonusOption, type WelcomeChoice } from "./welcome-bonus.ts";

/**
 * The welcome-bonus dropdown (CMS snippet "welcome-bonus-dropdown"): none (nothing
 * picked yet), 73, 74 or 75, with the picked bonus's terms written under it.
 */
export function WelcomeBonusSelect({
  options,
  value,
  busy = false,
  onChange,
}: {
  options: WelcomeBonusOption[];
  value: WelcomeChoice;
  busy?: boolean;
  onChange: (choice: WelcomeChoice) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const picked = options.find((option) => option.id === value);
  return (
    <div className="field welcome-bonus">
      <label htmlFor={id} className="field__label">
        {t`Welcome bonus`}
      </label>
      <select
        id={id}
        className="field__control field__select"
        value={value === "none" ? "" : String(value)}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={picked?.description ? `${id}-terms` : undefined}
        onChange={(event) => onChange(toWelcomeChoice(event.target.value))}
      >
        <option value="">{t`Choose a welcome bonus`}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.label}
          </option>
        ))}
      </select>
      {picked?.description && (
        <p id={`${id}-terms`} className="welcome-bonus__terms">
          {picked.description}
        </p>
      )}
    </div>
  );
}
