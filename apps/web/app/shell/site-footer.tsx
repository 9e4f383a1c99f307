import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { CmsHtml } from "../components/cms-html.tsx";
import { LocaleLink, useLocalePath } from "../ui/locale-link.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { LicenceBlock } from "./licence-block.tsx";
import { ProviderCarousel } from "./provider-carousel.tsx";
import { FALLBACK_BRAND, filesInCategory, pagesInCategory } from "./shell-data.ts";
import { useShellData } from "./use-shell-data.ts";

/** Footer: provider carousel, payment logos, links and language everywhere; text and licence on home. */
export function SiteFooter({ isHome }: { isHome: boolean }) {
  const { t } = useLingui();
  const { pages, files, project, snippets } = useShellData();
  const localize = useLocalePath();
  const brand = project?.name || FALLBACK_BRAND;
  const cmsLinks = [...pagesInCategory(pages, "bottom-menu"), ...pagesInCategory(pages, "bottom-menu-help")];
  const payments = filesInCategory(files, "payments");
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ProviderCarousel providers={filesInCategory(files, "providers")} />
        {payments.length > 0 && (
          <ul className="footer__payments" aria-label={t`Payment methods`}>
            {payments.map((file) => (
              <li key={file.id}>
                <img src={file.url} alt={file.description || file.id} width={72} height={32} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        <div className="footer__columns">
          <nav className="footer__links" aria-label={t`Legal and help`}>
            <LocaleLink to="/terms-and-conditions">
              <Trans>Terms and conditions</Trans>
            </LocaleLink>
            <LocaleLink to="/privacy-policy">
              <Trans>Privacy policy</Trans>
            </LocaleLink>
            <LocaleLink to="/bonus-terms-and-conditions">
              <Trans>Bonus terms</Trans>
            </LocaleLink>
            <LocaleLink to="/affiliate">
              <Trans>Affiliates</Trans>
            </LocaleLink>
            <LocaleLink to="/support">
              <Trans>Support</Trans>
            </LocaleLink>
            <LocaleLink to="/blog">
              <Trans>Blog</Trans>
            </LocaleLink>
            {cmsLinks
              .filter((page) => !FIXED_PATHS.has(page.path))
              .map((page) => (
                <NavLink key={page.id} to={localize(page.path)}>
                  {page.title}
                </NavLink>
              ))}
          </nav>
          <LanguageSelect />
        </div>
        {isHome && snippets["footer-text"] && (
          <CmsHtml html={snippets["footer-text"]} className="cms-content footer__text" />
        )}
        {isHome && <LicenceBlock />}
        <p className="footer__copyright">
          <Trans>
            © {year} {brand}. Play responsibly.
          </Trans>
        </p>
      </div>
    </footer>
  );
}

const FIXED_PATHS = new Set([
  "/terms-and-conditions",
  "/privacy-policy",
  "/bonus-terms-and-conditions",
  "/affiliate",
  "/support",
]);
