import { listCurrencies } from "../currencies/repository.ts";
import type { Tx } from "../db/database.ts";
import type { SeedStep } from "../seed/run-seeds.ts";
import { readableAmountIn } from "./readable-amounts.ts";
import { type BonusAmounts, bonusDefinitions } from "./schema.ts";

// The demo's bonus definitions. Amounts are written in euros and stored per currency, converted at
// the catalogue's rough rates and rounded to amounts a player reads easily; operators edit the
// stored amounts. The welcome bonuses 73, 74, 75 are the welcome-bonus dropdown's choices (its CMS
// snippet describes them: keep the two in step); DOUBLE is the home deposit banner's promise.

/** Wagering shares per game category: slots count fully, table games little. */
const CONTRIBUTIONS = { slots: 100, dice: 50, roulette: 20, table: 10, live: 10, default: 0 };

interface EuroAmounts {
  fixed?: number;
  max?: number;
  minDeposit?: number;
  maxBet?: number;
}

const DEFINITIONS = [
  {
    id: 73,
    kind: "welcome" as const,
    code: null,
    titles: {
      en: "100% first deposit bonus",
      es: "Bono del 100 % en el primer depósito",
      pt: "Bónus de 100% no primeiro depósito",
      "pt-BR": "Bônus de 100% no primeiro depósito",
      ru: "Бонус 100% на первый депозит",
    },
    matchPercent: 100,
    euros: { max: 200, minDeposit: 20, maxBet: 5 },
    wagerMultiplier: 35,
    firstDepositOnly: true,
  },
  {
    id: 74,
    kind: "welcome" as const,
    code: null,
    titles: {
      en: "Free spins package",
      es: "Paquete de giros gratis",
      pt: "Pacote de rodadas grátis",
      "pt-BR": "Pacote de giros grátis",
      ru: "Пакет фриспинов",
    },
    matchPercent: null,
    euros: { minDeposit: 20, maxBet: 5, max: 100 },
    wagerMultiplier: 35,
    freespins: { count: 20, game: "croupier-studio/lantern-tide", bet_level: 1 },
    firstDepositOnly: true,
  },
  {
    // Bonus 75 is the "No bonus" choice: stored, never applied (spec point 4).
    id: 75,
    kind: "welcome" as const,
    code: null,
    titles: { en: "No bonus", es: "Sin bono", pt: "Sem bónus", "pt-BR": "Sem bônus", ru: "Без бонуса" },
    matchPercent: null,
    euros: {},
    wagerMultiplier: 0,
    firstDepositOnly: true,
  },
  {
    id: 76,
    kind: "deposit" as const,
    code: "DOUBLE",
    titles: {
      en: "Deposit mission: double deposit bonus and 20 free spins",
      es: "Misión depósito: bono doble y 20 giros gratis",
      pt: "Missão depósito: bónus a dobrar e 20 rodadas grátis",
      "pt-BR": "Missão depósito: bônus em dobro e 20 giros grátis",
      ru: "Депозитная миссия: двойной бонус и 20 фриспинов",
    },
    matchPercent: 100,
    euros: { max: 300, minDeposit: 20, maxBet: 5 },
    wagerMultiplier: 30,
    freespins: { count: 20, game: "croupier-studio/lantern-tide", bet_level: 1 },
    firstDepositOnly: false,
  },
  {
    id: 77,
    kind: "deposit" as const,
    code: "RELOAD50",
    titles: {
      en: "50% reload bonus",
      es: "Bono de recarga del 50 %",
      pt: "Bónus de recarga de 50%",
      "pt-BR": "Bônus de recarga de 50%",
      ru: "Бонус 50% на пополнение",
    },
    matchPercent: 50,
    euros: { max: 100, minDeposit: 20, maxBet: 5 },
    wagerMultiplier: 30,
    firstDepositOnly: false,
  },
  {
    id: 78,
    kind: "registration" as const,
    code: null,
    titles: {
      en: "€5 sign-up bonus, no deposit needed",
      es: "Bono de registro de 5 €, sin depósito",
      pt: "Bónus de registo de 5 €, sem depósito",
      "pt-BR": "Bônus de cadastro de € 5, sem depósito",
      ru: "Бонус 5 € за регистрацию без депозита",
    },
    matchPercent: null,
    euros: { fixed: 5, maxBet: 2 },
    wagerMultiplier: 40,
    firstDepositOnly: false,
  },
  {
    id: 79,
    kind: "coupon" as const,
    code: "FREE10",
    titles: {
      en: "€10 coupon bonus",
      es: "Bono de cupón de 10 €",
      pt: "Bónus de cupão de 10 €",
      "pt-BR": "Bônus de cupom de € 10",
      ru: "Бонус 10 € по купону",
    },
    matchPercent: null,
    euros: { fixed: 10, maxBet: 2 },
    wagerMultiplier: 40,
    firstDepositOnly: false,
  },
];

function amountsIn(euros: EuroAmounts, currency: string, subunits: number): BonusAmounts | undefined {
  const out: BonusAmounts = {};
  const pairs: [keyof EuroAmounts, keyof BonusAmounts][] = [
    ["fixed", "fixed_cents"],
    ["max", "max_cents"],
    ["minDeposit", "min_deposit_cents"],
    ["maxBet", "max_bet_cents"],
  ];
  for (const [from, to] of pairs) {
    const value = euros[from];
    if (value === undefined) continue;
    const converted = readableAmountIn(value, currency, subunits);
    if (converted === undefined) return undefined;
    out[to] = converted;
  }
  return out;
}

/** The definition a loot box's bonus prize is issued under (lootboxes/open.ts): its amount is the prize's. */
const LOOTBOX_BONUS = {
  id: 80,
  kind: "no_deposit" as const,
  code: null,
  titles: {
    en: "Loot box bonus",
    es: "Bono de caja de botín",
    pt: "Bónus de caixa de prémios",
    "pt-BR": "Bônus de caixa de prêmios",
    ru: "Бонус из лутбокса",
  },
  matchPercent: null,
  euros: { maxBet: 5 },
  wagerMultiplier: 30,
  firstDepositOnly: false,
};

/** The free spins a loot box can hold (lootboxes/seed.ts): 10 on Lantern Tide, winnings up to €50, 35×. */
const LOOTBOX_FREESPINS = {
  id: 81,
  kind: "no_deposit" as const,
  code: null,
  titles: {
    en: "Loot box free spins",
    es: "Giros gratis de la caja de botín",
    pt: "Rodadas grátis da caixa de prémios",
    "pt-BR": "Giros grátis da caixa de prêmios",
    ru: "Фриспины из лутбокса",
  },
  matchPercent: null,
  euros: { max: 50, maxBet: 5 },
  wagerMultiplier: 35,
  freespins: { count: 10, game: "croupier-studio/lantern-tide", bet_level: 1 },
  firstDepositOnly: false,
};

/** A lottery's bonus prize (lotteries/draw.ts): its amount and wagering are the prize's. */
const LOTTERY_BONUS = {
  id: 90,
  kind: "no_deposit" as const,
  code: null,
  titles: {
    en: "Lottery prize bonus",
    es: "Bono de premio de lotería",
    pt: "Bónus de prémio da lotaria",
    "pt-BR": "Bônus de prêmio da loteria",
    ru: "Бонус — приз лотереи",
  },
  matchPercent: null,
  euros: { maxBet: 5 },
  wagerMultiplier: 30,
  firstDepositOnly: false,
};

/** A lottery's free spins prize (lotteries/draw.ts): the count is the prize's, on Lantern Tide, winnings up to €100. */
const LOTTERY_FREESPINS = {
  id: 91,
  kind: "no_deposit" as const,
  code: null,
  titles: {
    en: "Lottery free spins",
    es: "Giros gratis de lotería",
    pt: "Rodadas grátis da lotaria",
    "pt-BR": "Giros grátis da loteria",
    ru: "Фриспины из лотереи",
  },
  matchPercent: null,
  euros: { max: 100, maxBet: 5 },
  wagerMultiplier: 35,
  freespins: { count: 10, game: "croupier-studio/lantern-tide", bet_level: 1 },
  firstDepositOnly: false,
};

/** A tournament's bonus prize (tournaments/payouts.ts): its amount and wagering are the prize's. */
const TOURNAMENT_BONUS = {
  id: 92,
  kind: "no_deposit" as const,
  code: null,
  titles: {
    en: "Tournament prize bonus",
    es: "Bono de premio de torneo",
    pt: "Bónus de prémio de torneio",
    "pt-BR": "Bônus de prêmio de torneio",
    ru: "Бонус — приз турнира",
  },
  matchPercent: null,
  euros: { maxBet: 5 },
  wagerMultiplier: 30,
  firstDepositOnly: false,
};

/** A tournament's free spins prize (tournaments/payouts.ts): the count is the prize's, on Lantern Tide, winnings up to €100. */
const TOURNAMENT_FREESPINS = {
  id: 93,
  kind: "no_deposit" as const,
  code: null,
  titles: {
    en: "Tournament free spins",
    es: "Giros gratis de torneo",
    pt: "Rodadas grátis de torneio",
    "pt-BR": "Giros grátis de torneio",
    ru: "Фриспины — приз турнира",
  },
  matchPercent: null,
  euros: { max: 100, maxBet: 5 },
  wagerMultiplier: 35,
  freespins: { count: 10, game: "croupier-studio/lantern-tide", bet_level: 1 },
  firstDepositOnly: false,
};

/** A taster coupon: €1 to try the bonus rules, 2× wagering (€2 of bets on slots release it). */
const TASTER_COUPON = {
  id: 82,
  kind: "coupon" as const,
  code: "TASTER",
  titles: {
    en: "€1 taster bonus",
    es: "Bono de prueba de 1 €",
    pt: "Bónus de prova de 1 €",
    "pt-BR": "Bônus de degustação de € 1",
    ru: "Пробный бонус 1 €",
  },
  matchPercent: null,
  euros: { fixed: 1, maxBet: 2 },
  wagerMultiplier: 2,
  firstDepositOnly: false,
};

export const bonusSeeds: SeedStep[] = [
  {
    name: "bonuses.definitions.v1",
    run: async (tx) => {
      const real = await realCurrencies(tx);
      if (real.length === 0) return false;
      await tx.insert(bonusDefinitions).values(toRows(DEFINITIONS, real));
    },
  },
  {
    name: "bonuses.lootbox-definition.v1",
    run: async (tx) => {
      const real = await realCurrencies(tx);
      if (real.length === 0) return false;
      await tx.insert(bonusDefinitions).values(toRows([LOOTBOX_BONUS, LOOTBOX_FREESPINS], real));
    },
  },
  {
    name: "bonuses.taster-coupon.v1",
    run: async (tx) => {
      const real = await realCurrencies(tx);
      if (real.length === 0) return false;
      await tx.insert(bonusDefinitions).values(toRows([TASTER_COUPON], real));
    },
  },
  {
    name: "bonuses.lottery-definitions.v1",
    run: async (tx) => {
      const real = await realCurrencies(tx);
      if (real.length === 0) return false;
      await tx.insert(bonusDefinitions).values(toRows([LOTTERY_BONUS, LOTTERY_FREESPINS], real));
    },
  },
  {
    name: "bonuses.tournament-definitions.v1",
    run: async (tx) => {
      const real = await realCurrencies(tx);
      if (real.length === 0) return false;
      await tx.insert(bonusDefinitions).values(toRows([TOURNAMENT_BONUS, TOURNAMENT_FREESPINS], real));
    },
  },
];

async function realCurrencies(tx: Tx) {
  const listed = await listCurrencies(tx);
  return listed
    .filter((currency) => !currency.play_money)
    .map((currency) => ({ code: currency.code, subunitsToUnit: currency.subunits_to_unit }));
}

type DefinitionSeed =
  | (typeof DEFINITIONS)[number]
  | typeof LOOTBOX_BONUS
  | typeof LOOTBOX_FREESPINS
  | typeof TASTER_COUPON
  | typeof LOTTERY_BONUS
  | typeof LOTTERY_FREESPINS
  | typeof TOURNAMENT_BONUS
  | typeof TOURNAMENT_FREESPINS;

function toRows(definitions: readonly DefinitionSeed[], real: { code: string; subunitsToUnit: number }[]) {
  return definitions.map(({ euros, ...definition }) => ({
    ...definition,
    freespins: "freespins" in definition ? definition.freespins : null,
    contributions: CONTRIBUTIONS,
    activationDays: 7,
    validDays: 30,
    amounts: Object.fromEntries(
      real.flatMap((currency) => {
        const amounts = amountsIn(euros, currency.code, currency.subunitsToUnit);
        return amounts ? [[currency.code, amounts]] : [];
      }),
    ),
  }));
}
