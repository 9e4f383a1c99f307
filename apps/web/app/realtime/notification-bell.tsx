import type { Player } from "@croupier/contract/schemas/player";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useModal } from "../modals/use-modal.ts";
import { Icon } from "../shell/icon.tsx";
import { useLocalePath } from "../ui/locale-link.tsx";
import { useOutsideClose } from "../ui/use-outside-close.ts";
import type { SiteNotification } from "./notification.ts";
import { notifications } from "./notification-store.ts";
import { NotificationText, useNotificationSummary } from "./notification-text.tsx";
import { handOffOffer } from "./offer-handoff.ts";
import { useNotifications, useRealtime } from "./use-realtime.ts";
import "./realtime.css";

/**
 * The header's notification centre: a bell with the count, and a list filled live from the
 * player's channels. A click on an item removes it; a level item opens the VIP modal, a free-spin
 * item the free-spin offer, a settled bet the player's settled bets. Arrow keys move through the list, Escape and an outside press close
 * it, and new items are announced to screen readers.
 */
export function NotificationBell({
  player,
  initiallyOpen = false,
}: {
  player: Pick<Player, "id">;
  /** Open from the start: the shell's stand-in bell was opened before this one loaded. */
  initiallyOpen?: boolean;
}) {
  const { t } = useLingui();
  useRealtime(player);
  const items = useNotifications();
  const { open: openModal } = useModal();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const [isOpen, setOpen] = useState(initiallyOpen);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(ref, isOpen, close);

  const count = items.length;
  const label =
    count === 0 ? t`Notifications` : plural(count, { one: "Notifications: # new", other: "Notifications: # new" });

  const activate = (item: SiteNotification, index: number) => {
    notifications.remove(item.key);
    if (item.kind === "level" || item.kind === "freespins") {
      if (item.kind === "freespins") handOffOffer(item.offer);
      setOpen(false);
      void openModal(item.kind === "level" ? "player-status" : "free-spins");
      return;
    }
    if (item.kind === "bet") {
      setOpen(false);
      void navigate(localize("/sports/bets?status=settled"));
      return;
    }
    // The list stays open: focus the item that took this one's place, else the bell.
    requestAnimationFrame(() => {
      const buttons = itemButtons(ref.current);
      (buttons[Math.min(index, buttons.length - 1)] ?? buttonRef.current)?.focus();
    });
  };

  const onListKey = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = itemButtons(ref.current);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? buttons[0] : buttons.at(-1))?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={ref} className="popover header__bell notify">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button header__bell-button notify__button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && items.length > 0) {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => itemButtons(ref.current)[0]?.focus());
          }
        }}
      >
        <Icon name="bell" />
        {count > 0 && (
          <span className="notify__count" aria-hidden="true">
            {count > 9 ? "9+" : count}
          </span>
        )}
      </button>
      <section
        id={panelId}
        className="popover__panel notify__panel"
        aria-label={t`Notifications`}
        hidden={!isOpen}
        onKeyDown={onListKey}
      >
        <h2 className="notify__heading">
          <Trans>Notifications</Trans>
        </h2>
        {count === 0 ? (
          <p className="popover__empty">
            <Trans>No notifications yet.</Trans>
          </p>
        ) : (
          <ul className="notify__list">
            {items.map((item, index) => (
              <li key={item.key}>
                <button
                  type="button"
                  className={`notify__item notify__item--${item.kind}`}
                  onClick={() => activate(item, index)}
                >
                  <NotificationText item={item} ticking={isOpen} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Announcer items={items} />
    </div>
  );
}

function itemButtons(root: HTMLElement | null): HTMLButtonElement[] {
  return [...(root?.querySelectorAll<HTMLButtonElement>(".notify__item") ?? [])];
}

/** Says each new item once, politely (the list's first item when it was not there before). */
function Announcer({ items }: { items: readonly SiteNotification[] }) {
  const newest = items[0];
  // A later event about the same thing (a payment now finished) replaces the item: say it again.
  const identity = newest ? `${newest.key}@${newest.receivedAt}` : undefined;
  const seen = useRef(identity);
  const [message, setMessage] = useState("");
  const summary = useNotificationSummary();
  useEffect(() => {
    if (!newest || identity === seen.current) return;
    seen.current = identity;
    setMessage(summary(newest));
  }, [newest, identity, summary]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
