import type { Locale } from "@croupier/contract";
import type { DemoPage } from "../types.ts";

export interface PromoItem {
  id: string;
  title: string;
  description: string;
  image: string;
  cta: "sign-up" | "deposit";
  terms_path: string;
}

const PROMOS = [
  { id: "twin-chip-welcome", image: "/media/promos/twin-chip-welcome.svg", cta: "sign-up" },
  { id: "lantern-mission", image: "/media/promos/lantern-mission.svg", cta: "deposit" },
  { id: "soft-landing-cashback", image: "/media/promos/soft-landing-cashback.svg", cta: "deposit" },
  { id: "golden-key-vip", image: "/media/promos/golden-key-vip.svg", cta: "deposit" },
] as const;

type PromoText = [title: string, description: string];

const TEXTS: Record<Locale, [PromoText, PromoText, PromoText, PromoText]> = {
  en: [
    ["Twin Chip Welcome", "Double your first deposit: a 100% bonus up to €200. Wagering 35× the bonus, max bet €5."],
    ["Lantern Mission", "Start a deposit mission with €20 or more and collect 20 free spins on a selected slot."],
    ["Soft Landing Cashback", "Every Monday get 10% of last week's net losses back as real money, with no wagering."],
    ["Golden Key VIP Bonus", "From the Pro level up, your VIP manager prepares a personal reload bonus for you."],
  ],
  es: [
    [
      "Bienvenida Ficha Doble",
      "Duplique su primer depósito: un bono del 100% hasta 200 €. Requisito de apuesta 35 veces el bono, apuesta máxima 5 €.",
    ],
    [
      "Misión Farol",
      "Inicie una misión de depósito con 20 € o más y consiga 20 giros gratis en una tragaperras seleccionada.",
    ],
    [
      "Reembolso Aterrizaje Suave",
      "Cada lunes le devolvemos el 10% de las pérdidas netas de la semana anterior en dinero real, sin requisito de apuesta.",
    ],
    ["Bono VIP Llave Dorada", "A partir del nivel Pro, su gestor VIP le prepara un bono de recarga personal."],
  ],
  pt: [
    [
      "Boas-vindas Ficha Dupla",
      "Duplique o seu primeiro depósito: um bónus de 100% até 200 €. Requisito de apostas de 35 vezes o bónus, aposta máxima de 5 €.",
    ],
    [
      "Missão Lanterna",
      "Inicie uma missão de depósito com 20 € ou mais e receba 20 rodadas grátis numa slot selecionada.",
    ],
    [
      "Cashback Aterragem Suave",
      "Todas as segundas-feiras recebe 10% das perdas líquidas da semana anterior em dinheiro real, sem requisito de apostas.",
    ],
    ["Bónus VIP Chave Dourada", "A partir do nível Pro, o seu gestor VIP prepara-lhe um bónus de recarga pessoal."],
  ],
  "pt-BR": [
    [
      "Boas-vindas Ficha Dupla",
      "Dobre seu primeiro depósito: bônus de 100% até 200 €. Rollover de 35 vezes o bônus, aposta máxima de 5 €.",
    ],
    [
      "Missão Lanterna",
      "Comece uma missão de depósito com 20 € ou mais e ganhe 20 rodadas grátis em um caça-níquel selecionado.",
    ],
    [
      "Cashback Pouso Suave",
      "Toda segunda-feira, 10% das perdas líquidas da semana anterior voltam para você em dinheiro real, sem rollover.",
    ],
    [
      "Bônus VIP Chave Dourada",
      "A partir do nível Pro, seu gerente VIP prepara um bônus de recarga personalizado para você.",
    ],
  ],
  ru: [
    [
      "Приветствие «Двойная фишка»",
      "Удвойте первый депозит: бонус 100% до 200 €. Вейджер — 35 сумм бонуса, максимальная ставка 5 €.",
    ],
    ["Миссия «Фонарь»", "Начните депозитную миссию с пополнения от 20 € и получите 20 фриспинов в выбранном слоте."],
    [
      "Кешбэк «Мягкая посадка»",
      "Каждый понедельник возвращаем 10% чистого проигрыша за прошлую неделю реальными деньгами, без вейджера.",
    ],
    [
      "VIP-бонус «Золотой ключ»",
      "Начиная с уровня «Профи» ваш VIP-менеджер готовит для вас персональный бонус на пополнение.",
    ],
  ],
};

function promoItems(locale: Locale): PromoItem[] {
  return PROMOS.map((promo, index) => {
    const [title, description] = TEXTS[locale][index] ?? ["", ""];
    return { ...promo, title, description, terms_path: "/bonus-terms-and-conditions" };
  });
}

export const promotions: DemoPage = {
  id: "promotions",
  path: "/promotions",
  layout: "default",
  categories: ["page", "top-menu"],
  position: 1,
  translations: {
    en: {
      title: "Promotions",
      description: "Croupier promotions: welcome bonus, free spins mission, weekly cashback and VIP bonuses.",
      keywords: "promotions, casino bonus, free spins, cashback, VIP bonus",
      content: `<h2>Promotions</h2>
<p>Every offer below is optional and explained in plain words. Read the <a href="/bonus-terms-and-conditions">bonus terms</a> before you opt in, and remember: play for fun, never to chase losses.</p>`,
      json: promoItems("en"),
    },
    es: {
      title: "Promociones",
      description:
        "Promociones de Croupier: bono de bienvenida, misión de giros gratis, reembolso semanal y bonos VIP.",
      keywords: "promociones, bono de casino, giros gratis, reembolso, bono VIP",
      content: `<h2>Promociones</h2>
<p>Todas las ofertas son opcionales y se explican con palabras claras. Lea los <a href="/bonus-terms-and-conditions">términos de los bonos</a> antes de participar y recuerde: juegue para divertirse, nunca para recuperar pérdidas.</p>`,
      json: promoItems("es"),
    },
    pt: {
      title: "Promoções",
      description:
        "Promoções do Croupier: bónus de boas-vindas, missão de rodadas grátis, cashback semanal e bónus VIP.",
      keywords: "promoções, bónus de casino, rodadas grátis, cashback, bónus VIP",
      content: `<h2>Promoções</h2>
<p>Todas as ofertas são opcionais e explicadas com palavras simples. Leia os <a href="/bonus-terms-and-conditions">termos dos bónus</a> antes de aderir e lembre-se: jogue para se divertir, nunca para recuperar perdas.</p>`,
      json: promoItems("pt"),
    },
    "pt-BR": {
      title: "Promoções",
      description:
        "Promoções do Croupier: bônus de boas-vindas, missão de rodadas grátis, cashback semanal e bônus VIP.",
      keywords: "promoções, bônus de cassino, rodadas grátis, cashback, bônus VIP",
      content: `<h2>Promoções</h2>
<p>Todas as ofertas são opcionais e explicadas de forma simples. Leia os <a href="/bonus-terms-and-conditions">termos de bônus</a> antes de participar e lembre-se: jogue por diversão, nunca para recuperar perdas.</p>`,
      json: promoItems("pt-BR"),
    },
    ru: {
      title: "Акции",
      description: "Акции Croupier: приветственный бонус, миссия с фриспинами, еженедельный кешбэк и VIP-бонусы.",
      keywords: "акции, бонусы казино, фриспины, кешбэк, VIP-бонус",
      content: `<h2>Акции</h2>
<p>Все предложения необязательны и описаны простыми словами. Прежде чем участвовать, прочитайте <a href="/bonus-terms-and-conditions">бонусные правила</a> и помните: играйте ради удовольствия, а не чтобы отыграться.</p>`,
      json: promoItems("ru"),
    },
  },
};
