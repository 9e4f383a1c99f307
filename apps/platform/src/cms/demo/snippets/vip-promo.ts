import type { Locale } from "@croupier/contract";
import type { DemoSnippet } from "../types.ts";
import { formatNumber, LEVEL_NAMES, VIP_LEVELS } from "../vip-levels.ts";

const CARD: Record<Locale, { intro: string; unit: string }> = {
  en: {
    intro: "Earn comp points as you play and climb six levels, from cashback to a personal VIP manager.",
    unit: "CP",
  },
  es: {
    intro: "Gane puntos de comp mientras juega y suba seis niveles, desde reembolsos hasta un gestor VIP personal.",
    unit: "PC",
  },
  pt: {
    intro: "Ganhe pontos comp enquanto joga e suba seis níveis, desde cashback até um gestor VIP pessoal.",
    unit: "PC",
  },
  "pt-BR": {
    intro: "Ganhe pontos comp enquanto joga e suba seis níveis, de cashback a um gerente VIP pessoal.",
    unit: "PC",
  },
  ru: {
    intro: "Получайте комп-поинты за игру и поднимайтесь по шести уровням — от кешбэка до личного VIP-менеджера.",
    unit: "CP",
  },
};

function card(locale: Locale): string {
  const text = CARD[locale];
  const items = VIP_LEVELS.map(
    (level, index) =>
      `<li><strong>${LEVEL_NAMES[locale][index] ?? level.id}</strong> — ${formatNumber(level.points, locale)} ${text.unit}</li>`,
  );
  // The home teaser around this card brings its own heading and a link to /vip.
  return `<p>${text.intro}</p>
<ul>
${items.join("\n")}
</ul>`;
}

export const vipLevelCard: DemoSnippet = {
  id: "vip-level-card",
  categories: ["vip"],
  translations: { en: card("en"), es: card("es"), pt: card("pt"), "pt-BR": card("pt-BR"), ru: card("ru") },
};

export const promoItem: DemoSnippet = {
  id: "promo-item",
  categories: ["promotions"],
  translations: {
    en: `<h3>Twin Chip Welcome</h3>
<p>Double your first deposit with a <strong>100% bonus up to €200</strong>, or choose 20 free spins instead. Wagering 35× the bonus.</p>
<p><a href="/promotions">All promotions</a> · <a href="/bonus-terms-and-conditions">Bonus terms</a> · 18+</p>`,
    es: `<h3>Bienvenida Ficha Doble</h3>
<p>Duplique su primer depósito con un <strong>bono del 100% hasta 200 €</strong> o elija 20 giros gratis. Requisito de apuesta: 35 veces el bono.</p>
<p><a href="/promotions">Todas las promociones</a> · <a href="/bonus-terms-and-conditions">Términos de los bonos</a> · 18+</p>`,
    pt: `<h3>Boas-vindas Ficha Dupla</h3>
<p>Duplique o seu primeiro depósito com um <strong>bónus de 100% até 200 €</strong> ou escolha 20 rodadas grátis. Requisito de apostas: 35 vezes o bónus.</p>
<p><a href="/promotions">Todas as promoções</a> · <a href="/bonus-terms-and-conditions">Termos dos bónus</a> · 18+</p>`,
    "pt-BR": `<h3>Boas-vindas Ficha Dupla</h3>
<p>Dobre seu primeiro depósito com um <strong>bônus de 100% até 200 €</strong> ou escolha 20 rodadas grátis. Rollover de 35 vezes o bônus.</p>
<p><a href="/promotions">Todas as promoções</a> · <a href="/bonus-terms-and-conditions">Termos de bônus</a> · 18+</p>`,
    ru: `<h3>Приветствие «Двойная фишка»</h3>
<p>Удвойте первый депозит с <strong>бонусом 100% до 200 €</strong> или выберите 20 фриспинов. Вейджер — 35 сумм бонуса.</p>
<p><a href="/promotions">Все акции</a> · <a href="/bonus-terms-and-conditions">Бонусные правила</a> · 18+</p>`,
  },
};
