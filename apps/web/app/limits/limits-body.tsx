import { limitCalls } from "@croupier/contract/client/limits";
import type { LimitType, UserLimit } from "@croupier/contract/schemas/limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useModal } from "../modals/use-modal.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { limitCurrencies } from "./limit-amounts.ts";
import { LimitRow } from "./limit-row.tsx";
import { PERIOD_ORDER, TYPE_HINTS, TYPE_NAMES, TYPE_ORDER } from "./limit-texts.ts";
import { limitsOpenedFrom, openLimitsFrom } from "./limits-return.ts";
import "./limits.css";

/**
 * The limits modal (`?limits=modal`, UKGC RTS 12, MGA): deposit, loss, wager and session-time
 * limits per 24 hours, 7 days and one month (GET/POST /api/user_limits). The deposit limit comes
 * first and is picked when the modal opens; each period shows its use, a pending change and its
 * cooling-off end. A decrease applies at once, an increase or removal after the cooling-off, confirmed.
 */
export function LimitsBody(_props: ModalBodyProps) {
  const { t, i18n } = useLingui();
  const { locale } = useShellData();
  const player = usePlayer();
  const [limits, setLimits] = useState<UserLimit[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [type, setType] = useState<LimitType>("deposit");
  const groupName = useId();
  const { open } = useModal();
  // Opened from the deposit ("Set a deposit limit"): a way back to it once the limit is set.
  const [backTo] = useState(limitsOpenedFrom);
  useEffect(() => () => openLimitsFrom(null), []);
  const panelId = useId();

  useEffect(() => {
    if (!player) return;
    let current = true;
    void browserApi(locale, limitCalls)
      .getUserLimits()
      .then((result) => {
        if (!current) return;
        if (result.ok) setLimits(result.data);
        else setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [locale, player]);

  if (!player) {
    return (
      <div className="limits">
        <p className="limits__lead">
          <Trans>Sign in to set your deposit, loss, wager and session time limits.</Trans>
        </p>
        <ModalLink flag="sign-in" className="button button--primary button--block">
          <Trans>Sign in</Trans>
        </ModalLink>
      </div>
    );
  }

  const currencies = (limit: UserLimit | undefined) => limitCurrencies(player.currency, player.accounts, limit);

  return (
    <div className="limits">
      <p className="limits__lead">
        <Trans>
          Limits keep your play within what you decide. A lower limit applies at once. A higher limit, or removing one,
          applies only after a cooling-off of at least 24 hours and once you confirm it. If several limits apply, the
          lowest one counts.
        </Trans>
      </p>
      <fieldset className="limits__types">
        <legend className="visually-hidden">{t`Limit type`}</legend>
        {TYPE_ORDER.map((option) => (
          <label key={option} className={`limits__type${option === type ? " limits__type--on" : ""}`}>
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={option === type}
              onChange={() => setType(option)}
              aria-controls={panelId}
            />
            <span>{i18n._(TYPE_NAMES[option])}</span>
          </label>
        ))}
      </fieldset>
      <section id={panelId} className="limits__panel" aria-label={i18n._(TYPE_NAMES[type])}>
        <h3 className="limits__type-title">{i18n._(TYPE_NAMES[type])}</h3>
        <p className="limits__hint">{i18n._(TYPE_HINTS[type])}</p>
        {failed ? (
          <FormMessage tone="error">
            <Trans>Your limits could not be loaded. Please try again.</Trans>
          </FormMessage>
        ) : limits === null ? (
          <div className="limits__loading" aria-busy="true">
            <Trans>Loading…</Trans>
          </div>
        ) : (
          PERIOD_ORDER.map((period) => {
            const limit = limits.find((item) => item.type === type && item.period === period);
            return (
              <LimitRow
                key={`${type}-${period}`}
                type={type}
                period={period}
                limit={limit}
                currencies={currencies(limit)}
                severalOfType={limits.filter((item) => item.type === type).length > 1}
                onChange={setLimits}
              />
            );
          })
        )}
      </section>
      {backTo && (
        <button type="button" className="button button--primary button--block" onClick={() => void open(backTo)}>
          <Trans>Back to the deposit</Trans>
        </button>
      )}
    </div>
  );
}
