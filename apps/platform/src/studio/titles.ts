import { formatDiceMultiplier, type StudioTitle, toApiJson } from "@croupier/games";

// What the game screen needs to draw a title and check a bet before sending it. Everything here is
// public: provably fair play means a player can replay any round by hand, reel strips included.

export function describeTitle(title: StudioTitle) {
  const common = { bet_limits: toApiJson(title.betLimits), description: title.description };
  if (title.engine === "slot") {
    const { definition } = title;
    return {
      ...common,
      rows: definition.rows,
      reels: definition.reels.length,
      symbols: definition.symbols.map((symbol) => ({ ...symbol, pays: symbol.pays ?? null })),
      /** Row crossed on each reel, per payline (0 = top); lines pay in line bets = bet / lines. */
      lines: definition.lines,
      scatter_pays: definition.scatterPays,
      free_spins: {
        awards: definition.freeSpins.awards,
        multiplier: definition.freeSpins.multiplier,
        retrigger: definition.freeSpins.retrigger,
      },
      bonus_buy: definition.bonusBuy
        ? { price_multiplier: definition.bonusBuy.priceMultiplier, free_spins: definition.bonusBuy.freeSpins }
        : null,
      /** The strips (base and free spins), for animation and for replaying a round by hand. */
      strips: { base: definition.reels, free_spins: definition.freeSpins.reels ?? null },
    };
  }
  if (title.engine === "roulette") {
    return {
      ...common,
      per_position: toApiJson(title.limits.perPosition),
      max_total: Number(title.limits.maxTotal),
      max_bets_per_spin: title.limits.maxBetsPerSpin,
    };
  }
  const { table } = title;
  return {
    ...common,
    house_edge_bp: table.houseEdgeBp,
    min_chance_bp: table.minChanceBp,
    max_chance_bp: table.maxChanceBp,
    /** Multipliers at the table's edges, as shown (4 decimals, rounded down). */
    multiplier_range: [formatDiceMultiplier(table, table.maxChanceBp), formatDiceMultiplier(table, table.minChanceBp)],
  };
}

const described = new Map<string, ReturnType<typeof describeTitle>>();

/** Titles are immutable data: each is described once per process. */
export function describeTitleOnce(title: StudioTitle): ReturnType<typeof describeTitle> {
  let found = described.get(title.id);
  if (!found) {
    found = describeTitle(title);
    described.set(title.id, found);
  }
  return found;
}
