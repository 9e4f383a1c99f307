import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { useLocalePath } from "../../lib/locale-link.tsx";
import { pagesInCategory } from "../../lib/shell-data.ts";
import { useShellData } from "../../lib/use-shell-data.ts";
import { Icon } from "../../shell/icon.tsx";
import { InstallAppButton } from "../../shell/install-app-button.tsx";
import { LanguageSelect } from "../../shell/language-select.tsx";
import { ModalLink } from "../modal-link.tsx";
import type { ModalBodyProps } from "../modal-registry.ts";

/** The left menu: account block, CMS menu entries, install prompt and language. */
export function DrawerBody(_props: ModalBodyProps) {
  const { t } = useLingui();
  const { pages } = useShellData();
  const localize = useLocalePath();
  const menu = [...pagesInCategory(pages, "top-menu"), ...pagesInCategory(pages, "bottom-menu")];
  const unique = menu.filter((page, index) => menu.findIndex((other) => other.path === page.path) === index);
  return (
    <div className="drawer">
      <section className="drawer__account" aria-label={t`Account`}>
        <p className="drawer__welcome">
          <Trans>Welcome! Sign in to play for real money.</Trans>
        </p>
        <div className="drawer__account-actions">
          <ModalLink flag="sign-in" className="button button--ghost">
            <Trans>Sign in</Trans>
          </ModalLink>
          <ModalLink flag="sign-up" className="button button--primary">
            <Trans>Sign up</Trans>
          </ModalLink>
        </div>
      </section>
      <nav aria-label={t`Site menu`} className="drawer__nav">
        <NavLink to={localize("/")} end className="drawer__link">
          <Icon name="home" />
          <Trans>Home</Trans>
        </NavLink>
        <NavLink to={localize("/games")} className="drawer__link">
          <Icon name="grid" />
          <Trans>All games</Trans>
        </NavLink>
        <NavLink to={localize("/promotions")} className="drawer__link">
          <Icon name="gift" />
          <Trans>Promotions</Trans>
        </NavLink>
        {unique
          .filter((page) => !["/promotions", "/games"].includes(page.path))
          .map((page) => (
            <NavLink key={page.id} to={localize(page.path)} className="drawer__link">
              <Icon name="dot" />
              {page.title}
            </NavLink>
          ))}
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
