import type { Locale } from "@croupier/contract/i18n/locales";
import type { OddsFormat } from "@croupier/contract/odds";
import type { SportsbookProvider } from "@croupier/contract/schemas/sportsbook";
import type { BookRules } from "@croupier/contract/schemas/sportsbook-book";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { usePlayerWithAccounts } from "../cashier/accounts-store.ts";
import { walletAccount } from "../lib/player.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import { OddsFormatProvider, OddsFormatSelect } from "./odds-preference.tsx";
import { SlipPanel } from "./slip-panel.tsx";
import "./sports.css";

export interface SportsShellData {
  provider: SportsbookProvider;
  rules: BookRules | null;
  oddsFormat: OddsFormat;
}

/**
 * Around every sports page: the section's menu (sports, my bets, rules), the odds format, the
 * player's balance (UKGC RTS 1: on every betting page) and, for our own book, the bet slip.
 */
export function SportsShell({
  data,
  showSlip,
  children,
}: {
  data: SportsShellData;
  showSlip: boolean;
  children: ReactNode;
}) {
  const player = usePlayer();
  return (
    <OddsFormatProvider initial={data.oddsFormat}>
      {player ? (
        <SignedInShell data={data} showSlip={showSlip} player={player}>
          {children}
        </SignedInShell>
      ) : (
        <Layout data={data} showSlip={showSlip} player={null} currency={null} balanceCents={null}>
          {children}
        </Layout>
      )}
    </OddsFormatProvider>
  );
}

type ShellPlayer = NonNullable<ReturnType<typeof usePlayer>>;

/** The wallet the player bets from: the accounts store's newest answer (a currency switch shows at once). */
function SignedInShell({
  data,
  showSlip,
  player,
  children,
}: {
  data: SportsShellData;
  showSlip: boolean;
  player: ShellPlayer;
  children: ReactNode;
}) {
  const account = walletAccount(usePlayerWithAccounts(player));
  return (
    <Layout
      data={data}
      showSlip={showSlip}
      player={player}
      currency={account.currency}
      balanceCents={account.amount_cents}
    >
      {children}
    </Layout>
  );
}

function Layout({
  data,
  showSlip,
  player,
  currency,
  balanceCents,
  children,
}: {
  data: SportsShellData;
  showSlip: boolean;
  player: ShellPlayer | null;
  currency: string | null;
  balanceCents: number | null;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const localize = useLocalePath();
  const { locale, currencies } = useShellData();
  const ownBook = data.provider.vendor === null;
  const currencyRules = data.rules?.currencies.find((item) => item.currency === currency) ?? null;
  const withSlip = ownBook && showSlip;
  return (
    <div className={`page sports${withSlip ? " sports--with-slip" : ""}`}>
      <div className="sports-bar">
        <nav className="sports-bar__nav" aria-label={t`Sports betting`}>
          <NavLink to={localize("/sports")} end className="sports-bar__link">
            <Trans>Sports</Trans>
          </NavLink>
          {ownBook && (
            <NavLink to={localize("/sports/bets")} className="sports-bar__link">
              <Trans>My bets</Trans>
            </NavLink>
          )}
          <NavLink to={localize("/sports/rules")} className="sports-bar__link">
            <Trans>Betting rules</Trans>
          </NavLink>
        </nav>
        <div className="sports-bar__tools">
          {ownBook && <OddsFormatSelect />}
          {/* Signed in, the header's balance pill and the slip's own line show the balance (RTS 1). */}
          {!player && (
            <ModalLink flag="sign-in" className="button button--ghost button--small">
              <Trans>Sign in to bet</Trans>
            </ModalLink>
          )}
        </div>
      </div>
      <div className="sports__body">
        <div className="sports__main">{children}</div>
        {withSlip && (
          <SlipPanel
            player={player && currency ? { id: player.id, currency, balanceCents: balanceCents ?? 0 } : null}
            locale={locale as Locale}
            currencies={currencies}
            rules={currencyRules}
          />
        )}
      </div>
    </div>
  );
}
