import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { refreshAccounts } from "../cashier/accounts-store.ts";
import { loadToast } from "../shell/toasts.ts";
import type { BonusCancelInfo } from "./bonus-calls.ts";
import { type BonusAction, BonusCard } from "./bonus-card.tsx";
import { orderBonuses } from "./bonus-view.ts";
import { CouponForm } from "./coupon-form.tsx";
import { ForfeitDialog } from "./forfeit-dialog.tsx";
import { FreeSpinsSection } from "./free-spins-section.tsx";
import { usePlayerBonuses } from "./use-player-bonuses.ts";
import "./bonuses.css";

interface Forfeiting {
  bonus: PlayerBonus;
  info: BonusCancelInfo | null;
  error: string | null;
}

/**
 * The player's promotions: their bonuses (status, wagering, terms, activate and forfeit), free
 * spins when the platform has them, and the coupon form. Each kind is a section of its own, so
 * another (loot boxes) joins as one more section.
 */
export function BonusesView({
  locale,
  playerId,
  initial,
}: {
  locale: Locale;
  playerId: number;
  initial: readonly PlayerBonus[];
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { api, bonuses, reload, replace } = usePlayerBonuses(locale, initial);
  const [busy, setBusy] = useState<{ id: number; action: BonusAction } | null>(null);
  const [forfeiting, setForfeiting] = useState<Forfeiting | null>(null);
  const now = Date.now();

  const toastError = async (message: string) => (await loadToast()).error(message);
  const toastSuccess = async (message: string) => (await loadToast()).success(message);

  const activate = async (bonus: PlayerBonus) => {
    setBusy({ id: bonus.id, action: "activate" });
    const result = await api().activateBonus(bonus.id);
    setBusy(null);
    if (!result.ok) {
      void toastError(result.error && result.status === 409 ? result.error : t`The bonus could not be activated.`);
      void reload();
      return;
    }
    replace(result.data);
    void refreshAccounts(locale, playerId);
    void toastSuccess(t`Bonus activated: wagering has started.`);
  };

  const askForfeit = async (bonus: PlayerBonus) => {
    setForfeiting({ bonus, info: null, error: null });
    if (bonus.stage === "issued") return;
    const result = await api().getBonusCancelInfo(bonus.id);
    setForfeiting((current) =>
      current?.bonus.id === bonus.id && result.ok ? { ...current, info: result.data } : current,
    );
  };

  const confirmForfeit = async () => {
    if (!forfeiting) return;
    const { bonus } = forfeiting;
    setBusy({ id: bonus.id, action: "forfeit" });
    const result = await api().forfeitBonus(bonus.id);
    setBusy(null);
    if (!result.ok) {
      const error = result.status === 409 && result.error ? result.error : t`The bonus could not be forfeited.`;
      setForfeiting((current) => (current ? { ...current, error } : current));
      return;
    }
    setForfeiting(null);
    replace(result.data);
    void refreshAccounts(locale, playerId);
    void toastSuccess(t`Bonus forfeited.`);
  };

  const ordered = orderBonuses(bonuses);
  return (
    <div className="bonuses-page__sections">
      <section className="bonuses-page__section" aria-labelledby={headingId}>
        <h2 id={headingId} className="bonuses-page__section-title">
          <Trans>Bonuses</Trans>
        </h2>
        {ordered.length === 0 ? (
          <p className="page__empty">
            <Trans>You have no bonuses yet. Bonuses from deposits, sign-up and coupons appear here.</Trans>
          </p>
        ) : (
          <ul className="bonuses-page__list" aria-labelledby={headingId}>
            {ordered.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard
                  bonus={bonus}
                  locale={locale}
                  now={now}
                  busy={busy?.id === bonus.id ? busy.action : null}
                  onAction={(action, picked) => void (action === "activate" ? activate(picked) : askForfeit(picked))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <FreeSpinsSection locale={locale} />
      <CouponForm
        redeem={async (code) => {
          const result = await api().redeemCoupon(code);
          if (result.ok) return { ok: true };
          return { ok: false, fieldError: result.errors?.coupon_code?.[0] ?? null };
        }}
        onRedeemed={() => void reload()}
      />
      {forfeiting && (
        <ForfeitDialog
          bonus={forfeiting.bonus}
          info={forfeiting.info}
          locale={locale}
          busy={busy?.action === "forfeit"}
          error={forfeiting.error}
          onConfirm={() => void confirmForfeit()}
          onClose={() => setForfeiting(null)}
        />
      )}
    </div>
  );
}
