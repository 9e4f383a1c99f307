import type { Player } from "@croupier/contract/schemas/player";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useDepositTarget, useSignOut } from "../account/use-account.ts";
import { usePlayerWithAccounts } from "../cashier/accounts-store.ts";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { displayName, formatAmount, walletAccount } from "../lib/player.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useModal } from "../modals/use-modal.ts";
import { useOfferOnLoad } from "../realtime/use-offer-on-load.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { useOutsideClose } from "../ui/use-outside-close.ts";
import { Icon } from "./icon.tsx";
import { useShellData } from "./use-shell-data.ts";

/** The header's signed-in panel: balance pill, Deposit, notifications bell, account menu. */
export function AccountPanel({ player }: { player: Player }) {
  // The idle rules' page-load part: a player with no deposit gets the first-deposit offer.
  useOfferOnLoad();
  const depositTarget = useDepositTarget();
  return (
    <>
      <BalancePill player={player} />
      <ModalLink flag={depositTarget} className="button button--primary button--small header__deposit">
        <Trans>Deposit</Trans>
      </ModalLink>
      <Bell player={player} />
      <AccountMenu player={player} />
    </>
  );
}

// The live notification centre and its realtime connection load after hydration, with their texts
// (the `realtime` catalogue); until then the bell is the empty list it starts as.
const NotificationBell = lazy(async () => {
  const [module] = await Promise.all([
    import("../realtime/notification-bell.tsx"),
    loadFeatureCatalogue(i18n, "realtime"),
  ]);
  return { default: module.NotificationBell };
});

function Bell({ player }: { player: Player }) {
  const { t } = useLingui();
  const [isHydrated, setHydrated] = useState(false);
  // Opened before the live bell's chunk arrived: the live bell takes over open, so the press holds.
  const [isOpen, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  const empty = (
    <Popover
      className="header__bell"
      label={t`Notifications`}
      trigger={<Icon name="bell" />}
      triggerClassName="icon-button header__bell-button"
      open={isOpen}
      onOpenChange={setOpen}
    >
      <p className="popover__empty">
        <Trans>No notifications yet.</Trans>
      </p>
    </Popover>
  );
  if (!isHydrated) return empty;
  return (
    <Suspense fallback={empty}>
      <NotificationBell player={player} initiallyOpen={isOpen} />
    </Suspense>
  );
}

/** Balance of the current wallet, formatted per locale with the currency symbol. */
export function BalancePill({ player }: { player: Player }) {
  const { t } = useLingui();
  const { locale, currencies } = useShellData();
  // The accounts store, not the root data alone: a money action refreshes it at once.
  const account = walletAccount(usePlayerWithAccounts(player));
  const amount = formatAmount(account.amount_cents, account.currency, locale, currencies);
  return (
    <ModalLink flag="currency-management" className="balance-pill" ariaLabel={t`Balance: ${amount}`}>
      <span className="balance-pill__amount">{amount}</span>
      <span className="balance-pill__chevron" aria-hidden="true">
        <Icon name="chevronDown" size={16} />
      </span>
    </ModalLink>
  );
}

/** A button that toggles a small panel (its open state held by the caller); closes on outside click and Escape. */
function Popover({
  className,
  label,
  trigger,
  triggerClassName,
  open,
  onOpenChange: setOpen,
  children,
}: {
  className: string;
  label: string;
  trigger: ReactNode;
  triggerClassName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useOutsideClose(ref, open, () => setOpen(false));
  return (
    <div ref={ref} className={`popover ${className}`}>
      <button
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {trigger}
      </button>
      <div id={id} className="popover__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/**
 * The account menu (ARIA menu button): named by the player's display name; Profile, Withdraw,
 * Game history (external pages, placeholders for now), Personal details, Sign out. Arrow keys move
 * between items, Escape closes and returns focus to the button.
 */
export function AccountMenu({ player }: { player: Player }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const signOut = useSignOut();
  const { hrefFor } = useModal();
  const name = displayName(player);
  const close = () => setOpen(false);
  useOutsideClose(ref, open, close);

  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>("[role='menuitem']")?.focus();
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? items[0] : items.at(-1))?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (event.key === "Tab") {
      close();
    }
  };

  return (
    <div ref={ref} className="popover account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          <Icon name="user" size={18} />
        </span>
        <span className="account-menu__name">{name}</span>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={name}
        className="popover__panel account-menu__panel"
        hidden={!open}
        onKeyDown={onMenuKey}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("[role='menuitem']")) close();
        }}
      >
        <p className="account-menu__email" title={player.email}>
          {player.email}
        </p>
        <LocaleLink to="/profile" role="menuitem" tabIndex={-1} className="account-menu__item">
          <Trans>Profile</Trans>
        </LocaleLink>
        <LocaleLink to="/withdraw" role="menuitem" tabIndex={-1} className="account-menu__item">
          <Trans>Withdraw</Trans>
        </LocaleLink>
        <LocaleLink to="/profile/bonuses" role="menuitem" tabIndex={-1} className="account-menu__item">
          <Trans>My bonuses</Trans>
        </LocaleLink>
        <LocaleLink to="/profile/history" role="menuitem" tabIndex={-1} className="account-menu__item">
          <Trans>Game history</Trans>
        </LocaleLink>
        <Link
          to={hrefFor("personal-info")}
          preventScrollReset
          role="menuitem"
          tabIndex={-1}
          className="account-menu__item"
        >
          <Trans>Personal details</Trans>
        </Link>
        <LocaleLink to="/responsible-gambling" role="menuitem" tabIndex={-1} className="account-menu__item">
          <Trans>Responsible gaming</Trans>
        </LocaleLink>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="account-menu__item account-menu__item--danger"
          onClick={() => void signOut()}
        >
          <Trans>Sign out</Trans>
        </button>
      </div>
    </div>
  );
}
