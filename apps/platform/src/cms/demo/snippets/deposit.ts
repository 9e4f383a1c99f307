import type { Locale } from "@croupier/contract";
import type { DemoSnippet } from "../types.ts";

// Welcome-bonus choice shown with the first deposit (bonus ids of spec point 9).
// 75 is the explicit "no bonus" choice, so no separate "none" entry is listed.
export interface WelcomeBonusOption {
  id: "none" | 73 | 74 | 75;
  label: string;
  description: string;
}

const IDS = [73, 74, 75] as const;
type Text = [label: string, description: string];

const TEXTS: Record<Locale, [Text, Text, Text]> = {
  en: [
    ["100% first deposit bonus", "We match your deposit up to €200. Wagering 35× the bonus, max bet €5."],
    ["Free spins package", "20 free spins on a selected slot. Winnings up to €100, wagering 35×."],
    ["No bonus", "Play with your own money only, with no wagering requirement."],
  ],
  es: [
    [
      "Bono del 100% en el primer depósito",
      "Igualamos su depósito hasta 200 €. Requisito de apuesta 35 veces el bono, apuesta máxima 5 €.",
    ],
    [
      "Paquete de giros gratis",
      "20 giros gratis en una tragaperras seleccionada. Ganancias de hasta 100 €, requisito de apuesta 35 veces.",
    ],
    ["Sin bono", "Juegue solo con su dinero, sin requisito de apuesta."],
  ],
  pt: [
    [
      "Bónus de 100% no primeiro depósito",
      "Igualamos o seu depósito até 200 €. Requisito de apostas de 35 vezes o bónus, aposta máxima de 5 €.",
    ],
    [
      "Pacote de rodadas grátis",
      "20 rodadas grátis numa slot selecionada. Ganhos até 100 €, requisito de apostas de 35 vezes.",
    ],
    ["Sem bónus", "Jogue apenas com o seu dinheiro, sem requisito de apostas."],
  ],
  "pt-BR": [
    [
      "Bônus de 100% no primeiro depósito",
      "Dobramos seu depósito até 200 €. Rollover de 35 vezes o bônus, aposta máxima de 5 €.",
    ],
    [
      "Pacote de rodadas grátis",
      "20 rodadas grátis em um caça-níquel selecionado. Ganhos de até 100 €, rollover de 35 vezes.",
    ],
    ["Sem bônus", "Jogue só com o seu dinheiro, sem rollover."],
  ],
  ru: [
    [
      "Бонус 100% на первый депозит",
      "Удваиваем депозит, но не более чем на 200 €. Вейджер — 35 сумм бонуса, максимальная ставка 5 €.",
    ],
    ["Пакет фриспинов", "20 фриспинов в выбранном слоте. Выигрыш до 100 €, вейджер x35."],
    ["Без бонуса", "Игра только на свои деньги, без вейджера."],
  ],
};

function options(locale: Locale): string {
  const list: WelcomeBonusOption[] = IDS.map((id, index) => {
    const [label, description] = TEXTS[locale][index] ?? ["", ""];
    return { id, label, description };
  });
  return JSON.stringify(list);
}

export const welcomeBonusDropdown: DemoSnippet = {
  id: "welcome-bonus-dropdown",
  categories: ["deposit"],
  translations: {
    en: options("en"),
    es: options("es"),
    pt: options("pt"),
    "pt-BR": options("pt-BR"),
    ru: options("ru"),
  },
};
