import type { Locale } from "@croupier/contract";
import type { DemoSnippet } from "../types.ts";

export interface Slide {
  id: string;
  title: string;
  text: string;
  image: string;
  width: number;
  height: number;
  cta: { label: string; action: "sign-up" | "deposit" | "link"; href?: string };
}

const SLIDES = [
  { id: "deposit-mission", image: "/media/slides/deposit-mission.svg", action: "deposit" },
  { id: "live-roulette", image: "/media/slides/live-roulette.svg", action: "link", href: "/games/live" },
  { id: "vip-ladder", image: "/media/slides/vip-ladder.svg", action: "sign-up" },
] as const;

type SlideText = [title: string, text: string, label: string];

const TEXTS: Record<Locale, [SlideText, SlideText, SlideText]> = {
  en: [
    [
      "Double your first deposit",
      "Get a double deposit bonus, a VIP bonus and 20 free spins for starting a deposit mission.",
      "Deposit",
    ],
    [
      "Live tables, real croupiers",
      "Roulette, blackjack and baccarat streamed in HD around the clock.",
      "Go to live casino",
    ],
    [
      "Six VIP levels to climb",
      "From Begin to Chosen One: cashback, birthday gifts and a personal VIP manager.",
      "Sign up",
    ],
  ],
  es: [
    [
      "Duplique su primer depósito",
      "Consiga un bono de depósito doble, un bono VIP y 20 giros gratis por iniciar una misión de depósito.",
      "Depositar",
    ],
    ["Mesas en vivo, crupieres reales", "Ruleta, blackjack y bacará en HD a cualquier hora.", "Ir al casino en vivo"],
    [
      "Seis niveles VIP por subir",
      "De Inicio a Elegido: reembolsos, regalos de cumpleaños y un gestor VIP personal.",
      "Registrarse",
    ],
  ],
  pt: [
    [
      "Duplique o seu primeiro depósito",
      "Receba um bónus de depósito a dobrar, um bónus VIP e 20 rodadas grátis ao iniciar uma missão de depósito.",
      "Depositar",
    ],
    [
      "Mesas ao vivo, croupiers reais",
      "Roleta, blackjack e bacará transmitidos em HD a qualquer hora.",
      "Ir para o casino ao vivo",
    ],
    [
      "Seis níveis VIP para subir",
      "De Início a Escolhido: cashback, prendas de aniversário e um gestor VIP pessoal.",
      "Registar-se",
    ],
  ],
  "pt-BR": [
    [
      "Dobre seu primeiro depósito",
      "Ganhe bônus de depósito em dobro, um bônus VIP e 20 rodadas grátis ao começar uma missão de depósito.",
      "Depositar",
    ],
    [
      "Mesas ao vivo, crupiês de verdade",
      "Roleta, blackjack e bacará transmitidos em HD 24 horas por dia.",
      "Ir para o cassino ao vivo",
    ],
    [
      "Seis níveis VIP para conquistar",
      "De Início a Escolhido: cashback, presente de aniversário e gerente VIP pessoal.",
      "Cadastre-se",
    ],
  ],
  ru: [
    [
      "Удвойте первый депозит",
      "Получите двойной бонус на депозит, VIP-бонус и 20 фриспинов за старт депозитной миссии.",
      "Пополнить",
    ],
    ["Живые столы, настоящие крупье", "Рулетка, блэкджек и баккара в HD-трансляции круглосуточно.", "В live-казино"],
    [
      "Шесть VIP-уровней",
      "От «Начала» до «Избранного»: кешбэк, подарки на день рождения и личный VIP-менеджер.",
      "Регистрация",
    ],
  ],
};

function slides(locale: Locale): string {
  const list: Slide[] = SLIDES.map((slide, index) => {
    const [title, text, label] = TEXTS[locale][index] ?? ["", "", ""];
    const cta: Slide["cta"] =
      "href" in slide ? { label, action: slide.action, href: slide.href } : { label, action: slide.action };
    return { id: slide.id, title, text, image: slide.image, width: 1200, height: 400, cta };
  });
  return JSON.stringify(list);
}

export const homeSlider: DemoSnippet = {
  id: "home-slider",
  categories: ["home-slider"],
  translations: { en: slides("en"), es: slides("es"), pt: slides("pt"), "pt-BR": slides("pt-BR"), ru: slides("ru") },
};
