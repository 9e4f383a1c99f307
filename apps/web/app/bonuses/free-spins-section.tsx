import type { Locale } from "@croupier/contract/i18n/locales";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { LocalTime } from "../profile/local-time.tsx";

/** The fields of GET /api/player/freespins rows this section reads (the API family's shape). */
interface FreespinRow {
  id: number;
  title: string;
  stage: string;
  freespins_total: number;
  freespins_performed: number | null;
  activatable_until: string | null;
}

/**
 * The player's free spins beside their bonuses (GET /api/player/freespins). Shown only when the
 * platform answers the call and the player has some; activating and playing them is the free-spin
 * offer's job (the `free-spins` modal).
 */
export function FreeSpinsSection({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const headingId = useId();
  const [rows, setRows] = useState<readonly FreespinRow[]>([]);
  useEffect(() => {
    let current = true;
    void browserApi(locale)
      .call<FreespinRow[]>("GET", "/api/player/freespins")
      .then((result) => {
        if (current && result.ok && result.status === 200 && Array.isArray(result.data)) setRows(result.data);
      });
    return () => {
      current = false;
    };
  }, [locale]);
  if (rows.length === 0) return null;
  const stageLabel = (stage: string) =>
    stage === "issued"
      ? t`Ready to activate`
      : stage === "activated"
        ? t`Active`
        : stage === "played"
          ? t`Played`
          : stage === "expired"
            ? t`Expired`
            : t`Forfeited`;
  return (
    <section className="bonuses-page__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="bonuses-page__section-title">
        <Trans>Free spins</Trans>
      </h2>
      <ul className="bonuses-page__list">
        {rows.map((row) => (
          <li key={row.id} className="bonus-card">
            <div className="bonus-card__head">
              <h3 className="bonus-card__title">{row.title}</h3>
              <span className="status-badge status-badge--info">{stageLabel(row.stage)}</span>
            </div>
            <p className="bonus-card__line">
              {plural(row.freespins_total, { one: "# free spin", other: "# free spins" })}
              {row.freespins_performed ? ` · ${t`${row.freespins_performed} played`}` : ""}
            </p>
            {row.stage === "issued" && row.activatable_until && (
              <p className="bonus-card__line">
                <Trans>
                  Activate by <LocalTime iso={row.activatable_until} locale={locale} compact />
                </Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
