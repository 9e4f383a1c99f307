// The table games' rules without the random stream: the roulette layout, its positions and payouts,
// and the dice target, multiplier and payout. The site's game screens import this entry
// ("@croupier/games/table-rules") to preview a bet exactly as the engine will settle it; nothing
// here may import fair/ (node:crypto), so it stays safe for the browser bundle.

export {
  type DiceDirection,
  type DiceEdge,
  type DiceTable,
  dicePayout,
  formatDiceMultiplier,
  formatRoll,
  ROLL_OUTCOMES,
  targetForChance,
  winChanceBp,
} from "./dice/rules.ts";
export {
  columnNumbers,
  DOZEN_OR_COLUMN_KINDS,
  type DozenOrColumnKind,
  dozenNumbers,
  EVEN_MONEY_KINDS,
  type EvenMoneyKind,
  evenMoneyNumbers,
  INSIDE_KINDS,
  INSIDE_POSITIONS,
  type InsideBetKind,
  PAYOUT_TO_ONE,
  type RouletteBetKind,
} from "./roulette/bet-positions.ts";
export {
  layoutColumn,
  layoutRow,
  POCKETS,
  type PocketColour,
  pocketColour,
  WHEEL_ORDER,
} from "./roulette/wheel.ts";
