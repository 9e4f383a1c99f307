import type { Locale } from "@croupier/contract";
import type { DemoFile } from "../types.ts";

// Every url points at an SVG of our own under apps/web/public/media/ (served at /media/...).

type Texts = Record<Locale, string>;

const PROVIDERS: [slug: string, name: string][] = [
  ["amatic", "Amatic"],
  ["evolution", "Evolution"],
  ["spinomenal", "Spinomenal"],
  ["pragmaticplay", "Pragmatic Play"],
  ["netent", "NetEnt"],
  ["playngo", "Play'n GO"],
  ["bgaming", "BGaming"],
  ["croupier-studio", "Croupier Studio"],
];

const providerFiles: DemoFile[] = PROVIDERS.map(([slug, name]) => ({
  id: `provider-${slug}`,
  url: `/media/providers/${slug}.svg`,
  categories: ["providers"],
  description: {
    en: `${name} — game provider`,
    es: `${name}: proveedor de juegos`,
    pt: `${name}: fornecedor de jogos`,
    "pt-BR": `${name}: provedor de jogos`,
    ru: `${name} — провайдер игр`,
  },
}));

const PAYMENTS: [slug: string, texts: Texts][] = [
  ["card", { en: "Card", es: "Tarjeta", pt: "Cartão", "pt-BR": "Cartão", ru: "Банковская карта" }],
  [
    "e-wallet",
    {
      en: "E-wallet",
      es: "Monedero electrónico",
      pt: "Carteira eletrónica",
      "pt-BR": "Carteira digital",
      ru: "Электронный кошелёк",
    },
  ],
  [
    "bank-transfer",
    {
      en: "Bank transfer",
      es: "Transferencia bancaria",
      pt: "Transferência bancária",
      "pt-BR": "Transferência bancária",
      ru: "Банковский перевод",
    },
  ],
  ["voucher", { en: "Voucher", es: "Cupón", pt: "Voucher", "pt-BR": "Voucher", ru: "Ваучер" }],
  ["bitcoin", { en: "Bitcoin", es: "Bitcoin", pt: "Bitcoin", "pt-BR": "Bitcoin", ru: "Биткоин" }],
  ["ethereum", { en: "Ethereum", es: "Ethereum", pt: "Ethereum", "pt-BR": "Ethereum", ru: "Эфириум" }],
  [
    "usdt",
    { en: "USDT (Tether)", es: "USDT (Tether)", pt: "USDT (Tether)", "pt-BR": "USDT (Tether)", ru: "USDT (Tether)" },
  ],
  ["litecoin", { en: "Litecoin", es: "Litecoin", pt: "Litecoin", "pt-BR": "Litecoin", ru: "Лайткоин" }],
];

const paymentFiles: DemoFile[] = PAYMENTS.map(([slug, description]) => ({
  id: `payment-${slug}`,
  url: `/media/payments/${slug}.svg`,
  categories: ["payments"],
  description,
}));

const badgeFiles: DemoFile[] = [
  {
    id: "licence-seal",
    url: "/media/badges/licence-seal.svg",
    categories: ["license"],
    description: {
      en: "Licence seal — fictitious demo licence OGL/2024/000-DEMO",
      es: "Sello de licencia: licencia ficticia de demostración OGL/2024/000-DEMO",
      pt: "Selo de licença: licença fictícia de demonstração OGL/2024/000-DEMO",
      "pt-BR": "Selo de licença: licença fictícia de demonstração OGL/2024/000-DEMO",
      ru: "Печать лицензии — вымышленная демонстрационная лицензия OGL/2024/000-DEMO",
    },
  },
  {
    id: "18-plus",
    url: "/media/badges/18-plus.svg",
    categories: ["rg"],
    description: {
      en: "18+ only — play responsibly",
      es: "Solo mayores de 18 años: juegue con responsabilidad",
      pt: "Apenas maiores de 18 anos: jogue com responsabilidade",
      "pt-BR": "Apenas maiores de 18 anos: jogue com responsabilidade",
      ru: "Только 18+ — играйте ответственно",
    },
  },
];

const artFiles: DemoFile[] = [
  [
    "slide-deposit-mission",
    "/media/slides/deposit-mission.svg",
    "slides",
    {
      en: "Stacks of gold and red casino chips",
      es: "Pilas de fichas de casino doradas y rojas",
      pt: "Pilhas de fichas de casino douradas e vermelhas",
      "pt-BR": "Pilhas de fichas de cassino douradas e vermelhas",
      ru: "Стопки золотых и красных фишек",
    },
  ],
  [
    "slide-live-roulette",
    "/media/slides/live-roulette.svg",
    "slides",
    {
      en: "A roulette wheel and playing cards",
      es: "Una ruleta y naipes",
      pt: "Uma roleta e cartas de jogar",
      "pt-BR": "Uma roleta e cartas de baralho",
      ru: "Колесо рулетки и игральные карты",
    },
  ],
  [
    "slide-vip-ladder",
    "/media/slides/vip-ladder.svg",
    "slides",
    {
      en: "Golden steps rising to a crown",
      es: "Escalones dorados que suben hasta una corona",
      pt: "Degraus dourados que sobem até uma coroa",
      "pt-BR": "Degraus dourados subindo até uma coroa",
      ru: "Золотые ступени, ведущие к короне",
    },
  ],
  [
    "promo-twin-chip-welcome",
    "/media/promos/twin-chip-welcome.svg",
    "promotions",
    {
      en: "Two overlapping casino chips",
      es: "Dos fichas de casino superpuestas",
      pt: "Duas fichas de casino sobrepostas",
      "pt-BR": "Duas fichas de cassino sobrepostas",
      ru: "Две фишки казино, наложенные друг на друга",
    },
  ],
  [
    "promo-lantern-mission",
    "/media/promos/lantern-mission.svg",
    "promotions",
    {
      en: "A glowing lantern circled by twenty lights",
      es: "Un farol encendido rodeado de veinte luces",
      pt: "Uma lanterna acesa rodeada de vinte luzes",
      "pt-BR": "Uma lanterna acesa cercada por vinte luzes",
      ru: "Светящийся фонарь в кольце из двадцати огней",
    },
  ],
  [
    "promo-soft-landing-cashback",
    "/media/promos/soft-landing-cashback.svg",
    "promotions",
    {
      en: "Chips inside a circular cashback arrow",
      es: "Fichas dentro de una flecha circular de reembolso",
      pt: "Fichas dentro de uma seta circular de cashback",
      "pt-BR": "Fichas dentro de uma seta circular de cashback",
      ru: "Фишки внутри круговой стрелки кешбэка",
    },
  ],
  [
    "promo-golden-key-vip",
    "/media/promos/golden-key-vip.svg",
    "promotions",
    {
      en: "A golden key",
      es: "Una llave dorada",
      pt: "Uma chave dourada",
      "pt-BR": "Uma chave dourada",
      ru: "Золотой ключ",
    },
  ],
  [
    "brand-logo",
    "/media/brand/logo.svg",
    "brand",
    {
      en: "Croupier logo",
      es: "Logotipo de Croupier",
      pt: "Logótipo do Croupier",
      "pt-BR": "Logotipo do Croupier",
      ru: "Логотип Croupier",
    },
  ],
  [
    "brand-favicon",
    "/media/brand/favicon.svg",
    "brand",
    {
      en: "Croupier icon",
      es: "Icono de Croupier",
      pt: "Ícone do Croupier",
      "pt-BR": "Ícone do Croupier",
      ru: "Значок Croupier",
    },
  ],
].map(([id, url, category, description]) => ({ id, url, categories: [category], description }) as DemoFile);

export const demoFiles: DemoFile[] = [...providerFiles, ...paymentFiles, ...badgeFiles, ...artFiles];
