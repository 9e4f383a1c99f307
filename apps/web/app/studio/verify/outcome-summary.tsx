import type { StudioVerification } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatHundredths } from "../dice/dice-maths.ts";
import { colourName } from "../roulette/spot-labels.ts";
import type { DiceOutcome, RouletteOutcome, SlotOutcome } from "../types.ts";

// A replayed round in words, whatever the engine: the roll, the pocket or the reel window, with
// the stake and the win in minor units (the page knows no currency), and the engine's raw outcome.

export function OutcomeSummary({ verification }: { verification: StudioVerification }) {
  const { i18n } = useLingui();
  const outcome = verification.outcome as Partial<SlotOutcome & RouletteOutcome & DiceOutcome> | null;
  const stake = verification.stake ?? 0;
  const win = verification.win ?? 0;
  return (
    <div className="verify__outcome">
      <p data-testid="verify-summary">
        {typeof outcome?.roll === "number" && <Trans>Roll {formatHundredths(outcome.roll)}.</Trans>}{" "}
        {typeof outcome?.pocket === "number" && (
          <Trans>
            Pocket {outcome.pocket} ({colourName(i18n, outcome.pocket)}).
          </Trans>
        )}{" "}
        <Trans>
          Stake {stake}, win {win} (minor units).
        </Trans>
      </p>
      {outcome?.grid && <pre className="verify__grid">{outcome.grid.map((row) => row.join(" ")).join("\n")}</pre>}
      <details>
        <summary>
          <Trans>Engine outcome (JSON)</Trans>
        </summary>
        <pre className="verify__json">{JSON.stringify(verification.outcome, null, 2)}</pre>
      </details>
    </div>
  );
}
