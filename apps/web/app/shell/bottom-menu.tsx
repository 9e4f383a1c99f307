import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { useDepositTarget } from "../account/use-account.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { useLocalePath } from "../ui/locale-link.tsx";
import { Icon } from "./icon.tsx";
import { usePlayer } from "./use-shell-data.ts";

/**
 * The phone's main navigation (hidden from 960 px by CSS): exactly five entries, no tournaments.
 * Signed out, the third entry is Sign up; signed in, it is Deposit.
 */
export function BottomMenu() {
  const { t } = useLingui();
  const localize = useLocalePath();
  const player = usePlayer();
  const depositTarget = useDepositTarget();
  return (
    <nav className="bottom-menu" aria-label={t`Bottom menu`}>
      <NavLink to={localize("/")} end className="bottom-menu__item">
        <Icon name="home" />
        <span>
          <Trans>Home</Trans>
        </span>
      </NavLink>
      <NavLink to={localize("/games")} className="bottom-menu__item">
        <Icon name="grid" />
        <span>
          <Trans>All games</Trans>
        </span>
      </NavLink>
      {player ? (
        <ModalLink flag={depositTarget} className="bottom-menu__item bottom-menu__item--accent">
          <Icon name="wallet" />
          <span>
            <Trans>Deposit</Trans>
          </span>
        </ModalLink>
      ) : (
        <ModalLink flag="sign-up" className="bottom-menu__item bottom-menu__item--accent">
          <Icon name="user" />
          <span>
            <Trans>Sign up</Trans>
          </span>
        </ModalLink>
      )}
      <NavLink to={localize("/promotions")} className="bottom-menu__item">
        <Icon name="gift" />
        <span>
          <Trans>Promotions</Trans>
        </span>
      </NavLink>
      <ModalLink flag="search-modal" className="bottom-menu__item">
        <Icon name="search" />
        <span>
          <Trans>Search</Trans>
        </span>
      </ModalLink>
    </nav>
  );
}
