import { Trans, useLingui } from "@lingui/react/macro";
import { CmsHtml } from "../components/cms-html.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { filesInCategory } from "./shell-data.ts";
import { useShellData } from "./use-shell-data.ts";

/**
 * Home page only: licence details with the seal, responsible gambling and the 18+ badge.
 * Each text is said once: the operator's CMS snippet when there is one, otherwise a line built
 * from the project's licence data (or the minimum age).
 */
export function LicenceBlock() {
  const { t } = useLingui();
  const { project, files, snippets } = useShellData();
  const seal = filesInCategory(files, "license")[0];
  const rgBadge = filesInCategory(files, "rg")[0];
  const licence = project?.license_info;
  const minimumAge = project?.minimum_age ?? 18;
  const licenceHtml = snippets["license-info"];
  const rgHtml = snippets["responsible-gambling"];
  return (
    <section className="licence" aria-label={t`Licence and responsible gambling`}>
      {(seal || licenceHtml || licence?.holder) && (
        <div className="licence__item">
          {seal && (
            <img src={seal.url} alt={seal.description || t`Licence seal`} width={64} height={64} loading="lazy" />
          )}
          {licenceHtml ? (
            <CmsHtml html={licenceHtml} className="cms-content licence__text" />
          ) : (
            licence?.holder && (
              <p className="licence__text">
                <Trans>
                  Operated by {licence.holder}, licence {licence.number} issued by{" "}
                  <a href={licence.authority_url} rel="noopener noreferrer" target="_blank">
                    {licence.authority}
                  </a>
                  .
                </Trans>
              </p>
            )
          )}
        </div>
      )}
      <div className="licence__item">
        {rgBadge && (
          <img src={rgBadge.url} alt={rgBadge.description || t`Adults only`} width={48} height={48} loading="lazy" />
        )}
        {rgHtml ? (
          <CmsHtml html={rgHtml} className="cms-content licence__text" />
        ) : (
          <p className="licence__text">
            <Trans>
              Gambling is for adults aged {minimumAge} and over. Set limits and play for fun.{" "}
              <LocaleLink to="/responsible-gambling">Responsible gambling</LocaleLink>
            </Trans>
          </p>
        )}
      </div>
    </section>
  );
}
