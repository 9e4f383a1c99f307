import { Trans } from "@lingui/react/macro";
import { cryptoMinimum } from "./crypto-amount.ts";

/** The crypto minimum text ("200 micro-BTC"): the method's minimum, in micro-BTC where it reads better. */
export function CryptoMinimumNote({ min, code }: { min: number; code: string }) {
  const { coins, microBtc } = cryptoMinimum(min, code);
  if (microBtc) {
    return (
      <Trans>
        Minimum deposit: {microBtc} micro-BTC ({coins} BTC)
      </Trans>
    );
  }
  return (
    <Trans>
      Minimum deposit: {coins} {code}
    </Trans>
  );
}
