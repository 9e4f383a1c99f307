import type { Locale } from "@croupier/contract";
import type { LocalizedText, TournamentStrategyValue } from "./schema.ts";

// The demo tournaments' names and rules in the five languages. A description is the tournament's
// own line, the rule of its strategy and the rules every tournament shares, split by blank lines.

type Texts = Record<Locale, string>;

export const STRATEGY_RULES: Record<TournamentStrategyValue, Texts> = {
  bet: {
    en: "How to win: the more you wager, the higher you climb. Your score is the sum of your qualifying bets.",
    es: "Cómo ganar: cuanto más apuestas, más alto subes. Tu puntuación es la suma de tus apuestas válidas.",
    pt: "Como ganhar: quanto mais aposta, mais alto sobe. A sua pontuação é a soma das suas apostas válidas.",
    "pt-BR": "Como ganhar: quanto mais você aposta, mais alto sobe. Sua pontuação é a soma das suas apostas válidas.",
    ru: "Как победить: чем больше ставите, тем выше поднимаетесь. Ваш счёт — сумма засчитанных ставок.",
  },
  win: {
    en: "How to win: collect the biggest total winnings. Your score is the sum of what your qualifying rounds paid.",
    es: "Cómo ganar: reúne las mayores ganancias totales. Tu puntuación es la suma de lo que pagaron tus rondas válidas.",
    pt: "Como ganhar: junte os maiores ganhos totais. A sua pontuação é a soma do que as suas rondas válidas pagaram.",
    "pt-BR": "Como ganhar: junte os maiores ganhos totais. Sua pontuação é a soma do que suas rodadas válidas pagaram.",
    ru: "Как победить: соберите самый большой общий выигрыш. Ваш счёт — сумма выплат засчитанных раундов.",
  },
  rate: {
    en: "How to win: land the biggest multiplier. Your score is your best single round's win divided by its bet.",
    es: "Cómo ganar: consigue el mayor multiplicador. Tu puntuación es la ganancia de tu mejor ronda dividida por su apuesta.",
    pt: "Como ganhar: consiga o maior multiplicador. A sua pontuação é o ganho da sua melhor ronda dividido pela aposta.",
    "pt-BR":
      "Como ganhar: consiga o maior multiplicador. Sua pontuação é o ganho da sua melhor rodada dividido pela aposta.",
    ru: "Как победить: поймайте самый большой множитель. Ваш счёт — выигрыш лучшего раунда, делённый на его ставку.",
  },
  spin: {
    en: "How to win: play the most rounds. Every qualifying round counts as one.",
    es: "Cómo ganar: juega el mayor número de rondas. Cada ronda válida cuenta como una.",
    pt: "Como ganhar: jogue o maior número de rondas. Cada ronda válida conta como uma.",
    "pt-BR": "Como ganhar: jogue o maior número de rodadas. Cada rodada válida conta como uma.",
    ru: "Как победить: сыграйте больше всех раундов. Каждый засчитанный раунд — одно очко.",
  },
  points: {
    en: "How to win: every qualifying round earns points equal to 100 × its win divided by its bet (a 2× win earns 200). Your score is the sum.",
    es: "Cómo ganar: cada ronda válida da puntos iguales a 100 × su ganancia dividida por su apuesta (una ganancia de 2× da 200). Tu puntuación es la suma.",
    pt: "Como ganhar: cada ronda válida dá pontos iguais a 100 × o ganho dividido pela aposta (um ganho de 2× dá 200). A sua pontuação é a soma.",
    "pt-BR":
      "Como ganhar: cada rodada válida dá pontos iguais a 100 × o ganho dividido pela aposta (um ganho de 2× dá 200). Sua pontuação é a soma.",
    ru: "Как победить: каждый засчитанный раунд приносит 100 × выигрыш / ставку очков (выигрыш 2× — 200 очков). Ваш счёт — их сумма.",
  },
};

export const COMMON_RULES: Texts = {
  en: "Only settled rounds of the listed games in the tournament's currency count, between its start and end, with a bet within the minimum and maximum. Rounds rolled back by the game do not count. On a tie, the player who reached the score first ranks higher. Prizes are paid automatically when the tournament ends.",
  es: "Solo cuentan las rondas cerradas de los juegos indicados en la moneda del torneo, entre su inicio y su fin, con una apuesta entre el mínimo y el máximo. Las rondas anuladas por el juego no cuentan. En caso de empate, queda por delante quien alcanzó antes la puntuación. Los premios se pagan automáticamente al terminar el torneo.",
  pt: "Só contam as rondas fechadas dos jogos indicados na moeda do torneio, entre o início e o fim, com uma aposta entre o mínimo e o máximo. As rondas anuladas pelo jogo não contam. Em caso de empate, fica à frente quem atingiu primeiro a pontuação. Os prémios são pagos automaticamente quando o torneio termina.",
  "pt-BR":
    "Só contam as rodadas encerradas dos jogos indicados na moeda do torneio, entre o início e o fim, com uma aposta entre o mínimo e o máximo. Rodadas canceladas pelo jogo não contam. Em caso de empate, fica na frente quem atingiu a pontuação primeiro. Os prêmios são pagos automaticamente quando o torneio termina.",
  ru: "Засчитываются только завершённые раунды указанных игр в валюте турнира между его началом и концом со ставкой в пределах минимума и максимума. Раунды, отменённые игрой, не засчитываются. При равенстве выше тот, кто набрал счёт раньше. Призы выплачиваются автоматически по окончании турнира.",
};

export interface DemoText {
  title: Texts;
  intro: Texts;
}

export const DEMO_TEXTS: Record<TournamentStrategyValue | "upcoming" | "ended", DemoText> = {
  bet: {
    title: {
      en: "Ember Rush",
      es: "Fiebre de Brasas",
      pt: "Corrida das Brasas",
      "pt-BR": "Corrida das Brasas",
      ru: "Огненный забег",
    },
    intro: {
      en: "Stoke the reels of Orchard of Embers and Copper Comet: the boldest stakes take the top places.",
      es: "Aviva los rodillos de Orchard of Embers y Copper Comet: las apuestas más audaces se llevan los primeros puestos.",
      pt: "Aqueça os rolos de Orchard of Embers e Copper Comet: as apostas mais ousadas ficam com os primeiros lugares.",
      "pt-BR":
        "Esquente os rolos de Orchard of Embers e Copper Comet: as apostas mais ousadas ficam com os primeiros lugares.",
      ru: "Раскрутите барабаны Orchard of Embers и Copper Comet: самые смелые ставки занимают первые места.",
    },
  },
  win: {
    title: {
      en: "Lantern Tide Treasure Hunt",
      es: "Caza del Tesoro de Lantern Tide",
      pt: "Caça ao Tesouro de Lantern Tide",
      "pt-BR": "Caça ao Tesouro de Lantern Tide",
      ru: "Охота за сокровищами Lantern Tide",
    },
    intro: {
      en: "Sail Lantern Tide and Glacier Vault and bring home the richest haul.",
      es: "Navega por Lantern Tide y Glacier Vault y vuelve con el mayor botín.",
      pt: "Navegue por Lantern Tide e Glacier Vault e traga para casa o maior saque.",
      "pt-BR": "Navegue por Lantern Tide e Glacier Vault e traga para casa o maior tesouro.",
      ru: "Отправляйтесь в Lantern Tide и Glacier Vault и привезите самый богатый улов.",
    },
  },
  rate: {
    title: {
      en: "Thunder Multiplier Cup",
      es: "Copa del Multiplicador Trueno",
      pt: "Taça do Multiplicador Trovão",
      "pt-BR": "Copa do Multiplicador Trovão",
      ru: "Кубок громового множителя",
    },
    intro: {
      en: "One lucky strike is all it takes: chase the biggest multiplier on Thunder Quill and Marigold Mirage.",
      es: "Basta un golpe de suerte: persigue el mayor multiplicador en Thunder Quill y Marigold Mirage.",
      pt: "Basta um golpe de sorte: persiga o maior multiplicador em Thunder Quill e Marigold Mirage.",
      "pt-BR": "Basta um golpe de sorte: persiga o maior multiplicador em Thunder Quill e Marigold Mirage.",
      ru: "Хватит одного удачного удара: ловите самый большой множитель в Thunder Quill и Marigold Mirage.",
    },
  },
  spin: {
    title: {
      en: "Roulette Marathon",
      es: "Maratón de Ruleta",
      pt: "Maratona de Roleta",
      "pt-BR": "Maratona de Roleta",
      ru: "Рулеточный марафон",
    },
    intro: {
      en: "Keep the wheel turning on Meridian, Obsidian Salon and Sparrow Roulette: stamina wins this one.",
      es: "Mantén la rueda girando en Meridian, Obsidian Salon y Sparrow Roulette: aquí gana la constancia.",
      pt: "Mantenha a roda a girar em Meridian, Obsidian Salon e Sparrow Roulette: aqui ganha a persistência.",
      "pt-BR": "Mantenha a roda girando em Meridian, Obsidian Salon e Sparrow Roulette: aqui vence a persistência.",
      ru: "Крутите колесо в Meridian, Obsidian Salon и Sparrow Roulette: здесь побеждает выносливость.",
    },
  },
  points: {
    title: {
      en: "Dice Points Derby",
      es: "Derbi de Puntos con Dados",
      pt: "Derby de Pontos com Dados",
      "pt-BR": "Derby de Pontos com Dados",
      ru: "Дерби очков в кости",
    },
    intro: {
      en: "Roll Pebble, Brass Compass and Lodestar Dice: every good roll adds points to your tally.",
      es: "Lanza Pebble, Brass Compass y Lodestar Dice: cada buena tirada suma puntos a tu marcador.",
      pt: "Lance Pebble, Brass Compass e Lodestar Dice: cada boa jogada soma pontos ao seu marcador.",
      "pt-BR": "Jogue Pebble, Brass Compass e Lodestar Dice: cada boa jogada soma pontos ao seu placar.",
      ru: "Бросайте Pebble, Brass Compass и Lodestar Dice: каждый удачный бросок добавляет очки.",
    },
  },
  upcoming: {
    title: {
      en: "Midnight Compass Cup",
      es: "Copa Brújula de Medianoche",
      pt: "Taça Bússola da Meia-Noite",
      "pt-BR": "Copa Bússola da Meia-Noite",
      ru: "Кубок полуночного компаса",
    },
    intro: {
      en: "Coming up soon on Brass Compass Dice and Lantern Tide. Confirm your place now to score from the first round.",
      es: "Muy pronto en Brass Compass Dice y Lantern Tide. Confirma tu plaza ya para puntuar desde la primera ronda.",
      pt: "Muito em breve em Brass Compass Dice e Lantern Tide. Confirme já o seu lugar para pontuar desde a primeira ronda.",
      "pt-BR":
        "Muito em breve em Brass Compass Dice e Lantern Tide. Confirme já sua vaga para pontuar desde a primeira rodada.",
      ru: "Скоро в Brass Compass Dice и Lantern Tide. Подтвердите участие сейчас, чтобы очки шли с первого раунда.",
    },
  },
  ended: {
    title: {
      en: "Autumn Lantern Open",
      es: "Abierto de Otoño Lantern",
      pt: "Open de Outono Lantern",
      "pt-BR": "Open de Outono Lantern",
      ru: "Осенний открытый турнир Lantern",
    },
    intro: {
      en: "The season's opening race on Lantern Tide is over: here are its winners.",
      es: "La carrera inaugural de la temporada en Lantern Tide ha terminado: estos son sus ganadores.",
      pt: "A corrida de abertura da temporada em Lantern Tide terminou: eis os vencedores.",
      "pt-BR": "A corrida de abertura da temporada em Lantern Tide terminou: eis os vencedores.",
      ru: "Стартовая гонка сезона в Lantern Tide завершена: вот её победители.",
    },
  },
};

/** A demo tournament's title and description in every language. */
export function demoTexts(
  key: keyof typeof DEMO_TEXTS,
  strategy: TournamentStrategyValue,
): { titles: LocalizedText; descriptions: LocalizedText } {
  const text = DEMO_TEXTS[key];
  const locales = Object.keys(text.title) as Locale[];
  return {
    titles: text.title,
    descriptions: Object.fromEntries(
      locales.map((locale) => [
        locale,
        [text.intro[locale], STRATEGY_RULES[strategy][locale], COMMON_RULES[locale]].join("\n\n"),
      ]),
    ),
  };
}
