import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { SignInActions } from "../components/sign-in-actions.tsx";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { decideRequestLocaleWithRedirect } from "../i18n/request-locale.server.ts";
import { createServerApi, dataOr } from "../lib/api.server.ts";
import { GameHistoryView } from "../play/history/game-history-view.tsx";
import { HistoryTabs } from "../play/history/history-tabs.tsx";
import { historyTab } from "../play/history/statement-filters.ts";
import { StatementView } from "../play/history/statement-view.tsx";
import { playRulesFrom } from "../play/play-rules.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { Route } from "./+types/game-history";
import "../play/play.css";
import "../play/history/history.css";

// Account history (a page of the profile; UK RTS 1B and 1C, GLI-19's last-game recall), in two
// tabs: Games (unfinished games, the latest rounds, the last ten games with their steps and the
// reality-check interval) and Statement (every movement on the balances, filtered, paged and
// exported as CSV, with net deposits). The tab and the filters live in the address.

/** The operator's default reality-check interval, shown until the player sets their own. */
export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = decideRequestLocaleWithRedirect(request);
  const project = await dataOr(createServerApi(request, locale).getProject(), null);
  return { realityCheckDefault: playRulesFrom(project).reality_check_default_minutes };
}

/** Client-side navigations load the page's texts (the history catalogue) with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadFeatureCatalogue(i18n, "history")]);
  return data;
}

export default function GameHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const player = usePlayer();
  const [params, setParams] = useSearchParams();
  const tab = historyTab(params);
  const title = t`Account history`;
  return (
    <div className="page page--narrow game-history">
      <PageMeta
        title={title}
        description={t`Your account statement, net deposits, latest game rounds, unfinished games and reality-check reminders.`}
      />
      <div className="game-history__head">
        <h1 className="page__title">{title}</h1>
        <LocaleLink to="/profile" className="button button--ghost button--small">
          <Trans>Back to profile</Trans>
        </LocaleLink>
      </div>
      {player ? (
        <HistoryTabs
          selected={tab}
          label={t`Account history`}
          labels={{ games: t`Games`, statement: t`Statement` }}
          onSelect={(next) => setParams({ tab: next }, { preventScrollReset: true })}
        >
          {tab === "games" ? (
            <GameHistoryView realityCheckDefault={loaderData.realityCheckDefault} />
          ) : (
            <StatementView />
          )}
        </HistoryTabs>
      ) : (
        <section className="history-card history-card--prompt">
          <p>
            <Trans>Sign in to see the games you played, resume unfinished rounds and set your reality check.</Trans>
          </p>
          <div className="history-card__actions">
            <SignInActions />
          </div>
        </section>
      )}
    </div>
  );
}
