import type { Player } from "@croupier/contract/schemas/player";
import { lazy, useMemo, useState } from "react";
import { REGISTRATION_PREFILL_BONUS_ID_KEY, readStorage, writeStorage } from "../lib/storage-keys.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { updateDepositBuffer } from "./deposit-buffer.ts";
import {
  parseWelcomeBonusOptions,
  toWelcomeChoice,
  type WelcomeBonusOption,
  type WelcomeChoice,
} from "./welcome-bonus.ts";
import { WelcomeBonusSelect } from "./welcome-bonus-select.tsx";

const SignedInBonuses = lazy(() =>
  import("./signed-in-bonuses.tsx").then((module) => ({ default: module.SignedInBonuses })),
);

/**
 * The amount step's bonus choices. Signed in: the bonus toggle, the welcome-bonus
 * dropdown (before the first deposit only: it is a welcome offer) and the bonus code. Signed out:
 * the dropdown alone, remembered as the registration bonus for after sign-up.
 */
export function BonusOptions({ player }: { player: Player | null }) {
  const { snippets, locale } = useShellData();
  const options = useMemo(() => parseWelcomeBonusOptions(snippets["welcome-bonus-dropdown"]), [snippets]);
  if (!player) return options.length > 0 ? <SignedOutWelcomeBonus options={options} /> : null;
  // No boundary of its own: the modal's waits for it, so the body counts as hydrated only with it.
  return <SignedInBonuses player={player} options={options} locale={locale} />;
}

function SignedOutWelcomeBonus({ options }: { options: WelcomeBonusOption[] }) {
  const [choice, setChoice] = useState<WelcomeChoice>(() =>
    toWelcomeChoice(readStorage(REGISTRATION_PREFILL_BONUS_ID_KEY)),
  );
  const onChange = (next: WelcomeChoice) => {
    setChoice(next);
    // The unauthorized buffer: sign-up turns it into the registration bonus id.
    writeStorage(REGISTRATION_PREFILL_BONUS_ID_KEY, next === "none" ? null : String(next));
    updateDepositBuffer({ bonusId: next === "none" ? null : next });
  };
  return (
    <section className="deposit-bonuses">
      <WelcomeBonusSelect options={options} value={choice} onChange={onChange} />
    </section>
  );
}
