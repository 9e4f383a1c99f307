import { type ReactNode, useId } from "react";

export interface RadioCard {
  value: string;
  /** What the card shows; it is also the radio's accessible name. */
  content: ReactNode;
}

/**
 * One choice among cards (the crypto deposit's coins, the withdraw form's methods): native radios
 * that stay focusable and keyboard-driven, each hidden over its card, which shows the choice.
 * `className` sizes the cards for their content (cashier.css).
 */
export function RadioCards({
  legend,
  name,
  value,
  cards,
  onChange,
  className,
}: {
  legend: ReactNode;
  name: string;
  value: string | undefined;
  cards: readonly RadioCard[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const legendId = useId();
  return (
    <fieldset className={`radio-cards${className ? ` ${className}` : ""}`} aria-labelledby={legendId}>
      <legend id={legendId} className="field__label">
        {legend}
      </legend>
      <div className="radio-cards__options">
        {cards.map((card) => (
          <label key={card.value} className="radio-card">
            <input
              type="radio"
              name={name}
              value={card.value}
              checked={card.value === value}
              onChange={() => onChange(card.value)}
              className="radio-card__input"
            />
            {card.content}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
