import { type ReactNode, useId } from "react";
import "./switch-field.css";

/**
 * An on/off setting (bonus and lottery toggles): a button with role="switch", labelled by its
 * visible label (a tap on the label toggles too) and described by the line under it.
 */
export function SwitchField({
  label,
  description,
  checked,
  busy = false,
  onCheckedChange,
}: {
  label: string;
  description?: ReactNode;
  checked: boolean;
  busy?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="switch-field">
      <div className="switch-field__text">
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="switch-field__description">
            {description}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy}
        disabled={busy}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
