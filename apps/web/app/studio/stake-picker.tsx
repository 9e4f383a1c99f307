import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";

// Picks a stake from the title's ladder (bet-ladder.ts): a labelled select between − and +
// buttons, so the stake is always one the table accepts and the keyboard works as usual.

export function StakePicker({
  label,
  ladder,
  value,
  money,
  onChange,
  disabled = false,
}: {
  label: string;
  ladder: readonly number[];
  value: number;
  money: (minor: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const index = ladder.indexOf(value);
  const options = index === -1 ? [value, ...ladder].sort((a, b) => a - b) : ladder;
  return (
    <div className="stake">
      <label className="stake__label" htmlFor={id}>
        {label}
      </label>
      <div className="stake__row">
        <button
          type="button"
          className="stake__step"
          aria-label={t`Smaller stake`}
          disabled={disabled || index <= 0}
          onClick={() => onChange(ladder[index - 1] ?? value)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <select
          id={id}
          className="stake__select"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {money(option)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="stake__step"
          aria-label={t`Larger stake`}
          disabled={disabled || index === -1 || index >= ladder.length - 1}
          onClick={() => onChange(ladder[index + 1] ?? value)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="visually-hidden">
        <Trans>
          Between {money(ladder[0] ?? 0)} and {money(ladder.at(-1) ?? 0)}
        </Trans>
      </span>
    </div>
  );
}
