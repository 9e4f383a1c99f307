import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { gameLinkPath } from "../games/paths.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { Icon } from "../shell/icon.tsx";
import { loadToast } from "../shell/toasts.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { timeLeft, useNow } from "./countdown.ts";
import { freespinCalls, fromNotification, gameOf, isLiveOffer, type PlayerFreespin } from "./freespins.ts";
import { takeHandedOffer } from "./offer-handoff.ts";
import "./realtime.css";

type Load = { status: "loading" | "ready" | "failed"; offers: PlayerFreespin[] };

/**
 * The free-spin offer (`?free-spins=modal`): the player's offers to activate or play, each with
 * its games, the activation countdown (every second), Activate, Forfeit and Play. The offer of
 * the notification clicked shows at once, while the list loads.
 */
export function FreeSpinsBody({ close }: ModalBodyProps) {
  const player = usePlayer();
  const { locale } = useShellData();
  const [load, setLoad] = useState<Load>(() => {
    const handed = takeHandedOffer();
    const offer = handed ? fromNotification(handed) : null;
    return { status: "loading", offers: offer ? [offer] : [] };
  });

  const reload = useCallback(async () => {
    const result = await freespinCalls(locale).list();
    setLoad((previous) =>
      result.ok
        ? { status: "ready", offers: result.data.filter(isLiveOffer) }
        : { status: "failed", offers: previous.offers },
    );
  }, [locale]);

  useEffect(() => {
    if (player) void reload();
  }, [player, reload]);

  if (!player) {
    return (
      <div className="free-spins free-spins--empty">
        <p>
          <Trans>Sign in to see your free spins.</Trans>
        </p>
        <ModalLink flag="sign-in" className="button button--primary button--block">
          <Trans>Sign in</Trans>
        </ModalLink>
      </div>
    );
  }

  const { status, offers } = load;
  return (
    <div className="free-spins" aria-busy={status === "loading"}>
      {status === "failed" && offers.length === 0 && (
        <FormMessage tone="error">
          <Trans>Oops... Something went wrong!</Trans>
        </FormMessage>
      )}
      {status === "ready" && offers.length === 0 && (
        <div className="free-spins--empty">
          <p>
            <Trans>You have no free spins right now.</Trans>
          </p>
          <LocaleLink to="/promotions" className="button button--primary button--block" onClick={close}>
            <Trans>See promotions</Trans>
          </LocaleLink>
        </div>
      )}
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} onChanged={reload} onPlay={close} />
      ))}
    </div>
  );
}

function OfferCard({
  offer,
  onChanged,
  onPlay,
}: {
  offer: PlayerFreespin;
  onChanged: () => Promise<void>;
  onPlay: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const [busy, setBusy] = useState<"activate" | "forfeit" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Forfeit asks once more, in place: the spins are gone for good.
  const [isConfirming, setConfirming] = useState(false);
  const isIssued = offer.stage === "issued";
  const now = useNow(isIssued);
  const left = timeLeft(offer.activatable_until, now);
  const canActivate = isIssued && offer.activatable !== false && !left.isOver;
  const games = offer.games.map(gameOf);

  const act = async (kind: "activate" | "forfeit") => {
    setBusy(kind);
    setError(null);
    const calls = freespinCalls(locale);
    const result = kind === "activate" ? await calls.activate(offer.id) : await calls.forfeit(offer.id);
    if (!result.ok) {
      setBusy(null);
      setError(result.error ?? t`Oops... Something went wrong!`);
      return;
    }
    await onChanged();
    setBusy(null);
    const toast = await loadToast();
    toast.success(kind === "activate" ? t`Free spins activated` : t`Free spins forfeited`);
  };

  return (
    <article className="free-spins__offer" aria-labelledby={`free-spins-${offer.id}`}>
      <div className="free-spins__badge" aria-hidden="true">
        <Icon name="gift" size={28} />
      </div>
      <h2 id={`free-spins-${offer.id}`} className="free-spins__title">
        {offer.title || t`Free spins`}
      </h2>
      <p className="free-spins__count">
        {plural(offer.freespins_total, { one: "# free spin", other: "# free spins" })}
        {offer.bet_level ? ` · ${t`bet level ${offer.bet_level}`}` : ""}
      </p>
      {isIssued && (
        <p className="free-spins__timer" role="timer">
          {left.isOver ? (
            <Trans>Offer expired</Trans>
          ) : (
            <>
              <span>
                <Trans>Activate within</Trans>
              </span>{" "}
              <strong>
                {left.days > 0 && `${plural(left.days, { one: "# day", other: "# days" })} `}
                {left.clock}
              </strong>
            </>
          )}
        </p>
      )}
      {games.length > 0 && (
        <div className="free-spins__games">
          <h3>
            <Trans>Games</Trans>
          </h3>
          <ul>
            {games.map((game) => (
              <li key={game.slug}>
                <span>{game.name}</span>
                {!isIssued && (
                  <LocaleLink
                    to={gameLinkPath(game.slug)}
                    className="button button--small button--primary"
                    onClick={onPlay}
                  >
                    <Trans>Play</Trans>
                  </LocaleLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {isIssued && (
        <div className="free-spins__actions">
          <button
            type="button"
            className="button button--primary button--block"
            disabled={!canActivate || busy !== null}
            onClick={() => void act("activate")}
          >
            {busy === "activate" ? <Trans>Activating…</Trans> : <Trans>Activate</Trans>}
          </button>
          {offer.cancelable !== false &&
            (isConfirming ? (
              <div className="free-spins__confirm">
                <p role="alert">
                  <Trans>Forfeit these free spins? This cannot be undone.</Trans>
                </p>
                <button
                  type="button"
                  className="button button--ghost button--block free-spins__forfeit"
                  disabled={busy !== null}
                  onClick={() => void act("forfeit")}
                >
                  <Trans>Yes, forfeit</Trans>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--block"
                  onClick={() => setConfirming(false)}
                >
                  <Trans>Keep them</Trans>
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="button button--ghost button--block"
                disabled={busy !== null}
                onClick={() => setConfirming(true)}
              >
                <Trans>Forfeit</Trans>
              </button>
            ))}
        </div>
      )}
    </article>
  );
}
