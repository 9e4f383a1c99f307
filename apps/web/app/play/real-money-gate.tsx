import { DEMO_CURRENCY } from "@croupier/contract/games-catalog";
import { Trans } from "@lingui/react/macro";
import { SignInActions } from "../components/sign-in-actions.tsx";
import { gamePagePath } from "../games/paths.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { GamePageGame } from "./game-page-data.ts";
import { StageCard } from "./game-stage.tsx";

/**
 * What stands in for a real-money game that cannot launch yet: a visitor is asked to sign in (or
 * sign up), a player without an account in the game's currency to switch or add it. The demo is
 * offered either way when the game has one.
 */
export function RealMoneyGate({
  game,
  reason,
  currency,
}: {
  game: GamePageGame;
  reason: "sign-in" | "currency";
  currency: string;
}) {
  const demoId = game.currencies[DEMO_CURRENCY]?.id ?? null;
  const demo = demoId !== null && (
    <LocaleLink to={gamePagePath(game.identifier, demoId)} className="button button--ghost">
      <Trans>Play demo</Trans>
    </LocaleLink>
  );
  if (reason === "sign-in") {
    return (
      <StageCard art={game.thumbnail}>
        <h2 className="stage-card__title">
          <Trans>Sign in to play for real money</Trans>
        </h2>
        <p className="stage-card__text">
          <Trans>Your balance, wins and game history are kept in your account.</Trans>
        </p>
        <div className="stage-card__actions">
          <SignInActions />
          {demo}
        </div>
      </StageCard>
    );
  }
  return (
    <StageCard art={game.thumbnail}>
      <h2 className="stage-card__title">
        <Trans>Play in {currency}</Trans>
      </h2>
      <p className="stage-card__text">
        <Trans>
          This game opens in {currency}, and you have no {currency} account yet. Add or switch currency to play.
        </Trans>
      </p>
      <div className="stage-card__actions">
        <ModalLink flag="currency-management" className="button button--primary">
          <Trans>Switch currency</Trans>
        </ModalLink>
        {demo}
      </div>
    </StageCard>
  );
}
