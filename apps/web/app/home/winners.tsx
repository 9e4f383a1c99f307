import { gameThumbnailPath } from "@croupier/contract/games-catalog";
import type { Winner } from "@croupier/contract/schemas/games";
import { useLingui } from "@lingui/react/macro";
import { formatAmount, truncateName } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";

/** `game_table_url` is the site's game page path (/games/<provider>/<slug>/<id>). */
function WinnerList({ title, id, winners }: { title: string; id: string; winners: Winner[] | null }) {
  const { t, i18n } = useLingui();
  const { currencies } = useShellData();
  return (
    <section className="winners__list" aria-labelledby={id}>
      <h3 id={id} className="winners__title">
        {title}
      </h3>
      {winners === null ? (
        <p className="winners__note">{t`Winners could not be loaded right now.`}</p>
      ) : winners.length === 0 ? (
        <p className="winners__note">{t`No wins yet. The first big win will show here.`}</p>
      ) : (
        <ol className="winners__rows">
          {winners.map((winner) => (
            <li key={`${winner.at}-${winner.nickname}-${winner.game_identifier}`} className="winners__row">
              <img
                src={winner.game_table_image_path || gameThumbnailPath(winner.game_identifier)}
                alt=""
                width={36}
                height={48}
                loading="lazy"
                className="winners__thumb"
              />
              <span className="winners__who">
                <span className="winners__name">{truncateName(winner.nickname)}</span>
                <span className="winners__game">
                  <LocaleLink to={winner.game_table_url}>{winner.game_title}</LocaleLink>
                </span>
              </span>
              <span className="winners__amount">
                {formatAmount(winner.win_amount_cents, winner.currency, i18n.locale, currencies)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Top and latest winners (the home page's stats, GET /api/stats/winners/top|latest). */
export function Winners({ top, latest }: { top: Winner[] | null; latest: Winner[] | null }) {
  const { t } = useLingui();
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="section-title">
        {t`Winners`}
      </h2>
      <div className="winners__grid">
        <WinnerList id="winners-top" title={t`Top winners`} winners={top} />
        <WinnerList id="winners-latest" title={t`Latest winners`} winners={latest} />
      </div>
    </section>
  );
}
