import type { Prng } from "./prng.ts";

// Invented game titles from word lists. The words are deliberately uncommon in real titles (no
// "Book of", no "Gold", no "Dragon"), so a combination is our own; a provider's titles are unique.

const ADJECTIVES = [
  "Amber",
  "Velvet",
  "Copper",
  "Midnight",
  "Saffron",
  "Cobalt",
  "Hollow",
  "Gilded",
  "Silent",
  "Drifting",
  "Crimson",
  "Frosted",
  "Whispering",
  "Emerald",
  "Brass",
  "Lunar",
  "Sunken",
  "Wandering",
  "Painted",
  "Misty",
  "Ivory",
  "Scarlet",
  "Tangled",
  "Shimmering",
  "Ancient",
  "Restless",
  "Twilight",
  "Ember",
  "Quiet",
  "Roaring",
  "Coral",
  "Opal",
  "Wild",
  "Humming",
  "Lucky",
  "Burning",
  "Crystal",
  "Rusty",
  "Northern",
  "Hidden",
  "Clockwork",
  "Paper",
  "Marble",
  "Thistle",
  "Velour",
  "Indigo",
  "Cinder",
  "Golden-Hour",
  "Spiral",
  "Tidal",
] as const;

const NOUNS = [
  "Lanterns",
  "Orchard",
  "Comet",
  "Harbour",
  "Meadow",
  "Foxes",
  "Ravens",
  "Tides",
  "Circus",
  "Caravan",
  "Lighthouse",
  "Fjord",
  "Bazaar",
  "Quarry",
  "Carousel",
  "Sparrows",
  "Vineyard",
  "Canyon",
  "Glacier",
  "Monsoon",
  "Beehive",
  "Tortoise",
  "Atlas",
  "Compass",
  "Aviary",
  "Pagoda",
  "Oasis",
  "Marsh",
  "Kites",
  "Abacus",
  "Fireflies",
  "Cathedral",
  "Saloon",
  "Mermaids",
  "Pumpkins",
  "Cactus",
  "Lagoon",
  "Observatory",
  "Windmill",
  "Chariot",
  "Mushrooms",
  "Owls",
  "Yeti",
  "Walrus",
  "Pyramids",
  "Gondola",
  "Volcano",
  "Tramway",
  "Greenhouse",
  "Treehouse",
  "Cargo",
  "Snowglobe",
  "Pinball",
  "Koala",
  "Heron",
  "Bison",
  "Lynx",
  "Otters",
  "Sphinx",
  "Nebula",
] as const;

const PLACES = [
  "the Deep",
  "the North",
  "Brightwater",
  "the Dunes",
  "Old Town",
  "the Reef",
  "Moonrise",
  "the Steppe",
  "Fogbridge",
  "the Delta",
  "Highcliff",
  "the Archipelago",
  "Ashvale",
  "Coldharbour",
  "the Bayou",
  "Quillmere",
] as const;

const SUFFIXES = [
  "Deluxe",
  "Rising",
  "Unchained",
  "Nights",
  "Express",
  "Fortune",
  "Frenzy",
  "Rush",
  "Riches",
  "Quest",
] as const;

const FRUITS = ["Plums", "Cherries", "Lemons", "Melons", "Grapes", "Figs", "Quinces", "Apricots"] as const;
const CLASSIC = ["Hot", "Sizzling", "Double", "Triple", "Super", "Fiery", "Classic", "Lucky"] as const;
const NUMBERS = ["5", "7", "10", "20", "27", "40", "81", "100"] as const;

const TABLE_GAMES = [
  "Blackjack",
  "Baccarat",
  "Poker",
  "Hi-Lo",
  "Sic Bo",
  "Dragon Tiger",
  "Red Dog",
  "Casino Hold'em",
] as const;
const LIVE_SHOWS = [
  "Wheel",
  "Money Drop",
  "Dream Catcher",
  "Ball Drop",
  "Coin Flip",
  "Prize Ladder",
  "Lucky Tiles",
] as const;
const INSTANT = ["Crash", "Plinko", "Mines", "Dice", "Limbo", "Keno", "Towers", "Hilo"] as const;

export type TitleKind =
  | "slot"
  | "classic"
  | "table"
  | "roulette"
  | "live"
  | "liveRoulette"
  | "liveShow"
  | "dice"
  | "instant";

/** One candidate title of a kind; the caller retries until the slug is new for the provider. */
export function inventTitle(kind: TitleKind, random: Prng): string {
  switch (kind) {
    case "slot":
      return inventSlotTitle(random);
    case "classic":
      return random.chance(0.5)
        ? `${random.pick(CLASSIC)} ${random.pick(FRUITS)} ${random.pick(NUMBERS)}`
        : `${random.pick(NUMBERS)} ${random.pick(ADJECTIVES)} ${random.pick(FRUITS)}`;
    case "table":
      return `${random.pick(ADJECTIVES)} ${random.pick(TABLE_GAMES)}`;
    case "roulette":
      return `${random.pick(NOUNS).replace(/s$/, "")} Roulette`;
    case "live":
      return `${random.pick(TABLE_GAMES)} ${random.pick(ADJECTIVES)} Table ${random.int(1, 30)}`;
    case "liveRoulette":
      return `${random.pick(ADJECTIVES)} Roulette Live${random.chance(0.4) ? ` ${random.int(2, 9)}` : ""}`;
    case "liveShow":
      return `${random.pick(ADJECTIVES)} ${random.pick(LIVE_SHOWS)}`;
    case "dice":
      return `${random.pick(ADJECTIVES)} Dice${random.chance(0.3) ? ` ${random.pick(SUFFIXES)}` : ""}`;
    case "instant":
      return `${random.pick(NOUNS).replace(/s$/, "")} ${random.pick(INSTANT)}`;
  }
}

function inventSlotTitle(random: Prng): string {
  const pattern = random.int(0, 5);
  if (pattern === 0) return `${random.pick(NOUNS)} of ${random.pick(PLACES)}`;
  if (pattern === 1) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(SUFFIXES)}`;
  if (pattern === 2) return `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
  return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
}
