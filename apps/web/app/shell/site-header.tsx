import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { NavLink } from "react-router";
import { ModalLink } from "../modals/modal-link.tsx";
import { LocaleLink, useLocalePath } from "../ui/locale-link.tsx";
import { Icon } from "./icon.tsx";
import { InstallAppButton } from "./install-app-button.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { lazyPart } from "./lazy-parts.tsx";
import { FALLBACK_BRAND, pagesInCategory } from "./shell-data.ts";
import { useHideWrappedLinks } from "./use-hide-wrapped-links.ts";
import { useShellData } from "./use-shell-data.ts";

const AccountPanel = lazyPart("account-panel");

/** Sticky header: burger, logo, CMS top menu (desktop), install, search, language, account CTAs. */
export function SiteHeader() {
  const { t } = useLingui();
  const { pages, project, player, restricted } = useShellData();
  const localize = useLocalePath();
  const brand = project?.name || FALLBACK_BRAND;
  const menu = pagesInCategory(pages, "top-menu");
  const menuRef = useRef<HTMLElement>(null);
  useHideWrappedLinks(menuRef);
  // Where the account buttons' labels are long (Spanish), phones show the logo's chip only, so
  // the buttons keep their full text. Decided from the texts, so SSR and hydration agree.
  const longLabels = t`Sign in`.length + t`Sign up`.length > 18;
  return (
    <header className={`header${longLabels ? " header--long-labels" : ""}${player ? " header--signed-in" : ""}`}>
      <div className="header__inner">
        <ModalLink flag="bar" className="icon-button header__burger" ariaLabel={t`Open menu`}>
          <Icon name="menu" />
        </ModalLink>
        <LocaleLink to="/" className="header__logo" aria-label={t`${brand} home`}>
          <img src="/media/brand/logo.svg" alt={brand} width={132} height={32} />
        </LocaleLink>
        {menu.length > 0 && (
          <nav ref={menuRef} className="header__menu" aria-label={t`Main menu`}>
            {menu.map((page) => (
              <NavLink key={page.id} to={localize(page.path)} className="header__menu-link">
                {page.title}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="header__actions">
          <InstallAppButton variant="header" />
          <ModalLink flag="search-modal" className="icon-button" ariaLabel={t`Search games`}>
            <Icon name="search" />
          </ModalLink>
          <div className="header__language">
            <LanguageSelect compact />
          </div>
          {player ? (
            <AccountPanel player={player} />
          ) : restricted ? null : (
            <>
              <ModalLink flag="sign-in" className="button button--ghost button--small">
                <Trans>Sign in</Trans>
              </ModalLink>
              <ModalLink flag="sign-up" className="button button--primary button--small">
                <Trans>Sign up</Trans>
              </ModalLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
