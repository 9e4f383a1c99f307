import { accountCalls } from "@croupier/contract/client/accounts";
import { lotteryCalls } from "@croupier/contract/client/lotteries";
import type { Locale } from "@croupier/contract/i18n/locales";
import { Plural, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { loadToast } from "../shell/toasts.ts";
import { SwitchField } from "../ui/switch-field.tsx";
import { updateDepositBuffer } from "./deposit-buffer.ts";
import { type DepositLottery, depositLottery } from "./player-lotteries.ts";

// The lottery toggle: shown when GET /api/lotteries/player lists a lottery selling tickets in the
// deposit's currency. On: PATCH /api/player/accounts/{id}/select_lottery with the lottery (the
// deposit then earns its tickets); off clears the pick (lottery_id null). The pick is also kept in
// the deposit buffer (the wallet state's lottery).

interface AccountPick {
  id: number;
  selected: number | null;
}

export function LotteryOption({ locale, currency }: { locale: Locale; currency: string }) {
  const { t } = useLingui();
  const api = useMemo(() => browserApi(locale, accountCalls, lotteryCalls), [locale]);
  const [lottery, setLottery] = useState<DepositLottery | null>(null);
  const [account, setAccount] = useState<AccountPick | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setLottery(null);
    void (async () => {
      const [statuses, lotteries, accounts] = await Promise.all([
        api.getPlayerLotteries(),
        api.getLotteries(),
        api.getPlayerAccounts(),
      ]);
      if (!current || !statuses.ok || !lotteries.ok || !accounts.ok) return;
      if (!Array.isArray(statuses.data) || !Array.isArray(lotteries.data) || !Array.isArray(accounts.data)) return;
      const found = depositLottery(statuses.data, lotteries.data, currency);
      const own = accounts.data.find((item) => item.currency === currency);
      if (!found || !own) return;
      setLottery(found);
      setAccount({ id: own.id, selected: own.selected_lottery_id });
    })();
    return () => {
      current = false;
    };
  }, [api, currency]);

  if (!lottery || !account) return null;
  const checked = account.selected === lottery.id;

  const onCheckedChange = async (next: boolean) => {
    setBusy(true);
    const result = await api.selectLottery(account.id, { lottery_id: next ? lottery.id : null });
    setBusy(false);
    const toast = await loadToast();
    if (!result.ok) {
      toast.error(t`Participation can't be confirmed`);
      return;
    }
    setAccount({ ...account, selected: result.data.selected_lottery_id });
    updateDepositBuffer({ lotteryId: result.data.selected_lottery_id });
    if (next) toast.success(t`Participation successfully confirmed`);
  };

  const held = lottery.tickets;
  return (
    <SwitchField
      label={t`Lottery`}
      description={
        <>
          {lottery.title}.{" "}
          {held > 0 ? (
            <Plural value={held} one="You hold # ticket." other="You hold # tickets." />
          ) : (
            t`This deposit earns tickets for the draw.`
          )}
        </>
      }
      checked={checked}
      busy={busy}
      onCheckedChange={(next) => void onCheckedChange(next)}
    />
  );
}
