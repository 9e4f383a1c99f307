import { playerCalls } from "@croupier/contract/client/player";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { Player } from "@croupier/contract/schemas/player";
import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { registrationBonusToApply } from "../account/sign-up-payload.ts";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { REGISTRATION_BONUS_ID_KEY, readStorage, WELCOME_BONUS_CHOICE_KEY, writeStorage } from "../lib/storage-keys.ts";
import { loadToast } from "../shell/toasts.ts";
import { SwitchField } from "../ui/switch-field.tsx";
import { isBonusCodeFormat } from "./bonus-code.ts";
import { BonusCodeField } from "./bonus-code-field.tsx";
import { readDepositBuffer, updateDepositBuffer, useDepositBuffer } from "./deposit-buffer.ts";
import {
  readWelcomeChoiceRecord,
  toWelcomeChoice,
  type WelcomeBonusOption,
  type WelcomeChoice,
  welcomeChoiceRecord,
  welcomeGroupsChange,
} from "./welcome-bonus.ts";
import { WelcomeBonusSelect } from "./welcome-bonus-select.tsx";

/** The picked offer's terms: a chunk of its own with the `bonuses` catalogue, loaded after the choices show. */
const DepositOfferTerms = lazy(() =>
  Promise.all([import("../bonuses/deposit-offer-terms.tsx"), loadFeatureCatalogue(i18n, "bonuses")]).then(
    ([module]) => ({ default: module.DepositOfferTerms }),
  ),
);

/** What GET /api/player says about bonuses (fields the shell's Player type does not name). */
type BonusPlayer = Player & { can_issue_bonuses?: boolean; deposit_bonus_code?: string | null };

async function toastError(message: string) {
  const toast = await loadToast();
  toast.error(message);
}

type Busy = "toggle" | "welcome" | "code" | null;

/**
 * A signed-in player's bonus choices on the amount step: the bonus toggle, the welcome-bonus
 * dropdown (before the first deposit) and the bonus code. A chunk of its own: signed out, the
 * step shows the dropdown alone.
 */
export function SignedInBonuses({
  player,
  options,
  locale,
}: {
  player: Player;
  options: WelcomeBonusOption[];
  locale: Locale;
}) {
  const { t } = useLingui();
  const { revalidate } = useRevalidator();
  const api = useMemo(() => browserApi(locale, playerCalls), [locale]);
  const bonusPlayer = player as BonusPlayer;
  const [enabled, setEnabled] = useState(bonusPlayer.can_issue_bonuses ?? readDepositBuffer().bonusEnabled);
  const [choice, setChoice] = useState<WelcomeChoice>(
    () => readWelcomeChoiceRecord(readStorage(WELCOME_BONUS_CHOICE_KEY), player.id) ?? "none",
  );
  const [appliedCode, setAppliedCode] = useState(bonusPlayer.deposit_bonus_code ?? "");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const isFirstDeposit = (player.stats?.deposits_count ?? 0) === 0;
  const { currency } = useDepositBuffer();

  const remember = (next: WelcomeChoice) => {
    setChoice(next);
    writeStorage(WELCOME_BONUS_CHOICE_KEY, welcomeChoiceRecord(player.id, next));
    updateDepositBuffer({ bonusId: next === "none" ? null : next });
  };

  /** 73 or 74 joins that group and leaves the other; none and 75 leave both. */
  const changeChoice = async (next: WelcomeChoice): Promise<boolean> => {
    setBusy("welcome");
    const result = await api.updatePlayerGroups(welcomeGroupsChange(next));
    setBusy(null);
    if (!result.ok) {
      void toastError(t`Bonus settings update error`);
      return false;
    }
    remember(next);
    return true;
  };

  // Once per player: the registration bonus picked before sign-up becomes the choice. 75 is
  // stored but never applied, so it is remembered without a call.
  const adopted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount.
  useEffect(() => {
    updateDepositBuffer({ bonusEnabled: enabled, bonusCode: appliedCode });
    if (adopted.current) return;
    adopted.current = true;
    if (readWelcomeChoiceRecord(readStorage(WELCOME_BONUS_CHOICE_KEY), player.id) !== null) return;
    const registration = readStorage(REGISTRATION_BONUS_ID_KEY);
    const picked = toWelcomeChoice(registration);
    if (picked === "none" || !enabled) return;
    if (registrationBonusToApply(registration)) void changeChoice(picked);
    else remember(picked);
  }, []);

  const toggle = async (next: boolean) => {
    setBusy("toggle");
    const result = await api.updateBonusSettings(next);
    if (!result.ok) {
      setBusy(null);
      void toastError(t`Bonus settings update error`);
      return;
    }
    setEnabled(next);
    updateDepositBuffer({ bonusEnabled: next });
    if (!next) {
      // Turning bonuses off clears the picked bonus and the code.
      if (choice === 73 || choice === 74) {
        const left = await api.updatePlayerGroups(welcomeGroupsChange("none"));
        if (!left.ok) void toastError(t`Bonus settings update error`);
      }
      remember("none");
      if (appliedCode) await removeCode();
      updateDepositBuffer({ bonusId: null, bonusCode: "" });
    }
    setBusy(null);
    void revalidate();
  };

  const applyCode = async (code: string): Promise<boolean> => {
    if (!isBonusCodeFormat(code)) {
      setCodeError(formatMessage("format", locale));
      return false;
    }
    setCodeError(null);
    setBusy("code");
    const result = await api.setBonusCode(code);
    setBusy(null);
    if (!result.ok) {
      void toastError(t`Bonus code not added`);
      return false;
    }
    const stored = result.data?.deposit_bonus_code ?? code;
    setAppliedCode(stored);
    updateDepositBuffer({ bonusCode: stored });
    void revalidate();
    return true;
  };

  const removeCode = async () => {
    setBusy("code");
    const result = await api.clearBonusCode();
    setBusy(null);
    if (!result.ok) {
      void toastError(t`Bonus code not removed`);
      return;
    }
    setAppliedCode("");
    updateDepositBuffer({ bonusCode: "" });
    void revalidate();
  };

  return (
    <section className="deposit-bonuses" aria-label={t`Bonuses`}>
      <SwitchField
        label={t`Bonuses`}
        description={enabled ? t`Bonuses are credited with this deposit.` : t`This deposit gets no bonus.`}
        checked={enabled}
        busy={busy === "toggle"}
        onCheckedChange={(next) => void toggle(next)}
      />
      {enabled && isFirstDeposit && options.length > 0 && (
        <WelcomeBonusSelect
          options={options}
          value={choice}
          busy={busy === "welcome"}
          onChange={(next) => void changeChoice(next)}
        />
      )}
      {enabled && (
        <BonusCodeField
          applied={appliedCode}
          busy={busy === "code"}
          error={codeError}
          onApply={applyCode}
          onRemove={() => void removeCode()}
        />
      )}
      {enabled && (
        <Suspense fallback={null}>
          <DepositOfferTerms
            locale={locale}
            currency={currency || player.currency}
            welcomeId={isFirstDeposit && choice !== "none" ? choice : null}
            code={appliedCode}
          />
        </Suspense>
      )}
    </section>
  );
}
