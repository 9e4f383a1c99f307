import type { Tournament } from "@croupier/contract/schemas/tournaments";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { CmsPageData } from "../cms/cms-page.ts";
import { withoutLeadingTitle } from "../cms/cms-page.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import { TournamentCard } from "./tournament-card.tsx";
import { orderForList } from "./tournament-view.ts";
import "./tournaments.css";

/** The tournaments page: running and upcoming tournaments, then the finished ones with their winners. */
export function TournamentsList({
  current,
  recent,
  cms,
  serverNow,
}: {
  current: readonly Tournament[];
  recent: readonly Tournament[];
  cms: CmsPageData;
  serverNow: number;
}) {
  const { t } = useLingui();
  const currentId = useId();
  const recentId = useId();
  const aboutId = useId();
  const open = orderForList(current.filter((item) => item.status === "new" || item.status === "started"));
  const finished = [...recent].sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at));
  const title = t`Tournaments`;
  const page = cms.page;
  return (
    <div className="page tournaments-page">
      <PageMeta
        title={page?.blocks?.title || title}
        description={
          page?.blocks?.description ||
          t`Compete on a leaderboard in slot tournaments: clear rules, fixed prize pools, no entry fee.`
        }
      />
      <header className="tournaments-page__head">
        <h1 className="page__title">{title}</h1>
        <p className="tournaments-page__intro">
          <Trans>
            Play the games of a tournament to climb its leaderboard. Entry is free; the best places share the prize pool
            when the timer ends.
          </Trans>
        </p>
      </header>

      <section aria-labelledby={currentId}>
        <h2 id={currentId} className="tournaments-page__section-title">
          <Trans>Running and upcoming</Trans>
        </h2>
        {open.length === 0 ? (
          <p className="page__empty">
            <Trans>
              No tournament is running right now. The next one will be listed here as soon as it is scheduled.
            </Trans>
          </p>
        ) : (
          <ul className="tournaments-page__grid">
            {open.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard tournament={tournament} serverNow={serverNow} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {finished.length > 0 && (
        <section aria-labelledby={recentId}>
          <h2 id={recentId} className="tournaments-page__section-title">
            <Trans>Finished</Trans>
          </h2>
          <ul className="tournaments-page__grid">
            {finished.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard tournament={tournament} serverNow={serverNow} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {page?.content && (
        <section aria-labelledby={aboutId} className="tournaments-page__about">
          <h2 id={aboutId} className="tournaments-page__section-title">
            <Trans>How tournaments work</Trans>
          </h2>
          <CmsHtml html={withoutLeadingTitle(page.content, page.title || title)} />
        </section>
      )}
    </div>
  );
}
