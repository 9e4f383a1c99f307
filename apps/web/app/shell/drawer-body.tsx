import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { useDepositTarget, useSignOut } from "../account/use-account.ts";
import { displayName } from "../lib/player.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { LocaleLink, useLocalePath } from "../ui/locale-link.tsx";
import { BalancePill } from "./account-panel.tsx";
import { Icon } from "./icon.tsx";
import { InstallAppButton } from "./install-app-button.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { pagesInCategory } from "./shell-data.ts";
import { useShellData } from "./use-shell-data.ts";

/** The left menu: account block, CMS menu entries, install prompt and language. */
export function DrawerBody(_props: ModalBodyProps) {
  const { t } = useLingui();
  const { pages, player, restricted } = useShellData();
  const depositTarget = useDepositTarget();
  const signOut = useSignOut();
  const localize = useLocalePath();
  const menu = [...pagesInCategory(pages, "top-menu"), ...pagesInCategory(pages, "bottom-menu")];
  const unique = menu.filter((page, index) => menu.findIndex((other) => other.path === page.path) === index);
  return (
    <div className="drawer">
      {player ? (
        <section className="drawer__account" aria-label={t`Account`}>
          <p className="drawer__player">
            <Icon name="user" size={20} />
            <span className="drawer__player-name">{displayName(player)}</span>
          </p>
          <div className="drawer__balance">
            <BalancePill player={player} />
            <ModalLink flag={depositTarget} className="button button--primary button--small">
              <Trans>Deposit</Trans>
            </ModalLink>
          </div>
          <div className="drawer__account-links">
            <LocaleLink to="/profile" className="drawer__link">
              <Icon name="user" />
              <Trans>Profile</Trans>
            </LocaleLink>
            <LocaleLink to="/withdraw" className="drawer__link">
              <Icon name="wallet" />
              <Trans>Withdraw</Trans>
            </LocaleLink>
            <LocaleLink to="/profile/bonuses" className="drawer__link">
              <Icon name="gift" />
              <Trans>My bonuses</Trans>
            </LocaleLink>
            <LocaleLink to="/profile/history" className="drawer__link">
              <Icon name="history" />
              <Trans>Game history</Trans>
            </LocaleLink>
            <ModalLink flag="personal-info" className="drawer__link">
              <Icon name="idCard" />
              <Trans>Personal details</Trans>
            </ModalLink>
            <button type="button" className="drawer__link drawer__sign-out" onClick={() => void signOut()}>
              <Icon name="signOut" />
              <Trans>Sign out</Trans>
            </button>
          </div>
        </section>
      ) : restricted ? null : (
        <section className="drawer__account" aria-label={t`Account`}>
          <p className="drawer__welcome">
            <Trans>Welcome! Sign in to play for real money.</Trans>
          </p>
          <div className="drawer__account-actions">
            <ModalLink flag="sign-in" className="button button--ghost">
              <Trans>Sign in</Trans>
            </ModalLink>
            <ModalLink flag="sign-up" className="button button--primary">
              <Trans>Registration</Trans>
            </ModalLink>
          </div>
        </section>
      )}
      <nav aria-label={t`Site menu`} className="drawer__nav">
        <NavLink to={localize("/")} end className="drawer__link">
          <Icon name="home" />
          <Trans>Home</Trans>
        </NavLink>
        <NavLink to={localize("/games")} className="drawer__link">
          <Icon name="grid" />
          <Trans>All games</Trans>
        </NavLink>
        <NavLink to={localize("/sports")} className="drawer__link">
          <Icon name="ball" />
          <Trans>Sports</Trans>
        </NavLink>
        <NavLink to={localize("/promotions")} className="drawer__link">
          <Icon name="gift" />
          <Trans>Promotions</Trans>
        </NavLink>
        {unique
          // These three have their own entries with icons (Support keeps its place at the end).
          .filter((page) => !["/promotions", "/games", "/support"].includes(page.path))
          .map((page) => (
            <NavLink key={page.id} to={localize(page.path)} className="drawer__link">
              <Icon name="dot" />
              {page.title}
            </NavLink>
          ))}
        <NavLink to={localize("/blog")} className="drawer__link">
          <Icon name="dot" />
          <Trans>Blog</Trans>
        </NavLink>
        <NavLink to={localize("/support")} className="drawer__link">
          <Icon name="help" />
          <Trans>Support</Trans>
        </NavLink>
      </nav>
      <InstallAppButton variant="card" />
      <LanguageSelect />
    </div>
  );
}
