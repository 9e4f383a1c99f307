import { accountCalls } from "@croupier/contract/client/accounts";
import type { Locale } from "@croupier/contract/i18n/locales";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { loadToast } from "../shell/toasts.ts";
import { SwitchField } from "../ui/switch-field.tsx";
import { updateDepositBuffer } from "./deposit-buffer.ts";
import { type PlayerLottery, parsePlayerLotteries } from "./player-lotteries.ts";

// The lottery toggle: shown only when the player has lotteries. GET
// /api/lotteries/player is a gap of the API contract that the platform does not
// answer yet; until it answers a non-empty list, this renders nothing. On: PATCH
// /api/player/accounts/{id}/select_lottery with the lottery; off clears the pick (lottery_id null).

export function LotteryOption({ locale, currency }: { locale: Locale; currency: string }) {
  const { t } = useLingui();
  const api = useMemo(() => browserApi(locale, accountCalls), [locale]);
  const [lottery, setLottery] = useState<PlayerLottery | null>(null);
  const [account, setAccount] = useState<{ id: number; selected: number | null } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void (async () => {
      const lotteries = await api.getPlayerLotteries();
      const first = lotteries.ok ? parsePlayerLotteries(lotteries.data)[0] : undefined;
      if (!first) return;
      const accounts = await api.getPlayerAccounts();
      const found = accounts.ok ? accounts.data.find((item) => item.currency === currency) : undefined;
      if (!current || !found) return;
      setLottery(first);
      setAccount({ id: found.id, selected: found.selected_lottery_id });
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

  return (
    <SwitchField
      label={t`Lottery`}
      description={lottery.title ?? t`Take part in the lottery with this deposit.`}
      checked={checked}
      busy={busy}
      onCheckedChange={(next) => void onCheckedChange(next)}
    />
  );
}
