import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { refreshAccounts } from "../cashier/accounts-store.ts";
import { Icon } from "../shell/icon.tsx";
import { loadToast } from "../shell/toasts.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { LootboxCard, type OpenOutcome, type VerifyOutcome } from "./lootbox-card.tsx";
import { lootboxState, orderLootboxes } from "./lootbox-view.ts";
import { usePlayerLootboxes } from "./use-player-lootboxes.ts";
import "./lootboxes.css";

/**
 * The player's loot boxes: those to open first, then the opened and expired ones as history. The
 * list follows the realtime events (a box awarded at a level-up appears by itself).
 */
export function LootboxesView({
  locale,
  playerId,
  initial,
}: {
  locale: Locale;
  playerId: number;
  initial: readonly PlayerLootbox[];
}) {
  const { t } = useLingui();
  const openId = useId();
  const historyId = useId();
  const { api, boxes, reload, replace } = usePlayerLootboxes(locale, initial);
  // Boxes opened on this visit stay where they were opened, their result in view (and announced).
  const [openedHere, setOpenedHere] = useState<ReadonlySet<number>>(() => new Set());
  const now = Date.now();
  const ordered = orderLootboxes(boxes, now);
  const current = (box: PlayerLootbox) => lootboxState(box, now) === "issued" || openedHere.has(box.id);
  const toOpen = ordered.filter(current);
  const history = ordered.filter((box) => !current(box));

  const open = async (box: PlayerLootbox, clientSeed: string): Promise<OpenOutcome> => {
    // Kept in place before the call: the box's realtime event can bring the opened box in a
    // reload before this answer arrives, and moving it to History would remount its card (and
    // lose the focus that follows the result).
    setOpenedHere((ids) => new Set(ids).add(box.id));
    const result = await api().openLootbox(box.id, clientSeed);
    if (result.ok) {
      replace(result.data);
      void refreshAccounts(locale, playerId);
      return { ok: true };
    }
    setOpenedHere((ids) => {
      const kept = new Set(ids);
      kept.delete(box.id);
      return kept;
    });
    if (result.status === 422) {
      return { ok: false, seedError: result.errors?.client_seed?.[0] ?? t`This seed cannot be used.` };
    }
    const message = result.status === 409 && result.error ? result.error : t`The box could not be opened. Try again.`;
    void loadToast().then((toast) => toast.error(message));
    void reload();
    return { ok: false };
  };

  const verify = async (box: PlayerLootbox): Promise<VerifyOutcome> => {
    const { server_seed, client_seed, nonce } = box.fairness;
    if (server_seed === null || client_seed === null) return { ok: false };
    const result = await api().verifyLootbox({
      server_seed,
      client_seed,
      nonce,
      weights: box.items.map((item) => item.weight),
    });
    return result.ok ? { ok: true, result: result.data } : { ok: false };
  };

  const card = (box: PlayerLootbox) => (
    <li key={box.id}>
      <LootboxCard box={box} locale={locale} now={now} onOpen={open} onVerify={verify} />
    </li>
  );

  if (boxes.length === 0) {
    return (
      <section className="lootboxes-empty">
        <span className="lootboxes-empty__art" aria-hidden="true">
          <Icon name="gift" size={40} />
        </span>
        <p>
          <Trans>
            You have no loot boxes yet. Every VIP level you reach, from Newbie on, brings one: earn comp points by
            playing for real money.
          </Trans>
        </p>
        <LocaleLink to="/vip" className="button button--primary">
          <Trans>Reach the next VIP level</Trans>
        </LocaleLink>
      </section>
    );
  }

  return (
    <div className="lootboxes-page__sections">
      <section aria-labelledby={openId}>
        <h2 id={openId} className="lootboxes-page__section-title">
          <Trans>To open</Trans>
        </h2>
        {toOpen.length === 0 ? (
          <p className="page__empty">
            <Trans>
              No box to open right now: your next one comes with your next VIP level.{" "}
              <LocaleLink to="/vip">See the levels</LocaleLink>
            </Trans>
          </p>
        ) : (
          <ul className="lootboxes-page__list" aria-labelledby={openId}>
            {toOpen.map(card)}
          </ul>
        )}
      </section>
      {history.length > 0 && (
        <section aria-labelledby={historyId}>
          <h2 id={historyId} className="lootboxes-page__section-title">
            <Trans>History</Trans>
          </h2>
          <ul className="lootboxes-page__list" aria-labelledby={historyId}>
            {history.map(card)}
          </ul>
        </section>
      )}
    </div>
  );
}
