import { currencies } from "../currencies/schema.ts";
import type { SeedStep } from "../seed/run-seeds.ts";

const FIAT = 100;
const CRYPTO = 100_000_000;

export const currencySeeds: SeedStep[] = [
  {
    // The currencies on offer. FUN is play money: never mixed with real balances.
    name: "wallet.currencies.v1",
    run: async (tx) => {
      const rows = [
        ["EUR", "€", FIAT, true],
        ["USD", "$", FIAT, true],
        ["CAD", "C$", FIAT, true],
        ["AUD", "A$", FIAT, true],
        ["NZD", "NZ$", FIAT, true],
        ["RUB", "₽", FIAT, true],
        ["PLN", "zł", FIAT, true],
        ["BRL", "R$", FIAT, true],
        ["BTC", "₿", CRYPTO, false],
        ["BCH", "BCH", CRYPTO, false],
        ["ETH", "Ξ", CRYPTO, false],
        ["LTC", "Ł", CRYPTO, false],
        ["DOG", "Ð", CRYPTO, false],
        ["USDT", "₮", CRYPTO, false],
      ] as const;
      await tx.insert(currencies).values([
        ...rows.map(([code, symbol, subunitsToUnit, fiat], index) => ({
          code,
          symbol,
          subunitsToUnit,
          fiat,
          isDefault: code === "EUR",
          position: index + 1,
        })),
        { code: "FUN", symbol: "FUN", subunitsToUnit: FIAT, fiat: true, playMoney: true, position: rows.length + 1 },
      ]);
    },
  },
];
