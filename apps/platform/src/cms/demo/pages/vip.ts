import type { Locale } from "@croupier/contract";
import type { DemoPage } from "../types.ts";
import { formatEuro, formatNumber, LEAGUE_NAMES, LEVEL_NAMES, VIP_LEVELS } from "../vip-levels.ts";

type LevelLine = (name: string, points: string, league: string, cashback: number, limit: string) => string;

const LINE: Record<Locale, LevelLine> = {
  en: (n, p, l, c, w) =>
    `<strong>${n}</strong> — from ${p} CP · ${l} · ${c ? `${c}% monthly cashback` : "no cashback yet"} · withdrawals up to ${w} a month`,
  es: (n, p, l, c, w) =>
    `<strong>${n}</strong> — desde ${p} PC · ${l} · ${c ? `${c}% de reembolso mensual` : "aún sin reembolso"} · retiros de hasta ${w} al mes`,
  pt: (n, p, l, c, w) =>
    `<strong>${n}</strong> — a partir de ${p} PC · ${l} · ${c ? `${c}% de cashback mensal` : "ainda sem cashback"} · levantamentos até ${w} por mês`,
  "pt-BR": (n, p, l, c, w) =>
    `<strong>${n}</strong> — a partir de ${p} PC · ${l} · ${c ? `${c}% de cashback mensal` : "ainda sem cashback"} · saques de até ${w} por mês`,
  ru: (n, p, l, c, w) =>
    `<strong>${n}</strong> — от ${p} CP · ${l} · ${c ? `кешбэк ${c}% в месяц` : "без кешбэка"} · вывод до ${w} в месяц`,
};

function levelList(locale: Locale): string {
  const items = VIP_LEVELS.map(
    (level, index) =>
      `<li>${LINE[locale](LEVEL_NAMES[locale][index] ?? level.id, formatNumber(level.points, locale), LEAGUE_NAMES[locale][level.league], level.cashback, formatEuro(level.withdrawalLimit, locale))}</li>`,
  );
  return `<ul>\n${items.join("\n")}\n</ul>`;
}

const levelsJson = (locale: Locale) =>
  VIP_LEVELS.map((level, index) => ({
    id: level.id,
    name: LEVEL_NAMES[locale][index],
    min_points: level.points,
    league: level.league,
    monthly_cashback_percent: level.cashback,
    withdrawal_limit_eur: level.withdrawalLimit,
  }));

export const vip: DemoPage = {
  id: "vip",
  path: "/vip",
  layout: "default",
  categories: ["page", "top-menu"],
  position: 3,
  translations: {
    en: {
      title: "VIP programme",
      description:
        "Six VIP levels from Begin to Chosen One: cashback, birthday gifts, a personal VIP manager and higher withdrawal limits.",
      keywords: "VIP programme, comp points, loyalty, cashback, VIP manager",
      content: `<h2>Every spin counts</h2>
<p>You earn 1 comp point (CP) for every €20 wagered on slots; table and live games earn at a lower rate. Status points move you up the levels and never expire; redeemable points can be exchanged for bonus money in your profile.</p>
<h2>Levels</h2>
${levelList("en")}
<h2>Benefits</h2>
<ul>
<li>Monthly cashback from the Pro level.</li>
<li>A birthday gift from the Newbie level.</li>
<li>A personal VIP manager and tailored reload bonuses from the Pro level.</li>
<li>Higher withdrawal limits, level-up rewards, holiday gifts and invitations to special events.</li>
</ul>
<p>The VIP programme rewards play, but it is never a reason to play more. Your <a href="/responsible-gambling">limits</a> always come first.</p>`,
      json: levelsJson("en"),
    },
    es: {
      title: "Programa VIP",
      description:
        "Seis niveles VIP, de Inicio a Elegido: reembolsos, regalos de cumpleaños, un gestor VIP personal y límites de retiro más altos.",
      keywords: "programa VIP, puntos de fidelidad, fidelidad, reembolso, gestor VIP",
      content: `<h2>Cada giro cuenta</h2>
<p>Gana 1 punto de comp (PC) por cada 20 € apostados en tragaperras; los juegos de mesa y en vivo suman a un ritmo menor. Los puntos de estatus le hacen subir de nivel y nunca caducan; los puntos canjeables pueden cambiarse por dinero de bono en su perfil.</p>
<h2>Niveles</h2>
${levelList("es")}
<h2>Ventajas</h2>
<ul>
<li>Reembolso mensual a partir del nivel Pro.</li>
<li>Un regalo de cumpleaños a partir del nivel Novato.</li>
<li>Un gestor VIP personal y bonos de recarga a medida a partir del nivel Pro.</li>
<li>Límites de retiro más altos, premios por subir de nivel, regalos en fechas señaladas e invitaciones a eventos especiales.</li>
</ul>
<p>El programa VIP premia el juego, pero nunca es un motivo para jugar más. Sus <a href="/responsible-gambling">límites</a> siempre van primero.</p>`,
      json: levelsJson("es"),
    },
    pt: {
      title: "Programa VIP",
      description:
        "Seis níveis VIP, de Início a Escolhido: cashback, prendas de aniversário, um gestor VIP pessoal e limites de levantamento mais altos.",
      keywords: "programa VIP, pontos de fidelidade, fidelização, cashback, gestor VIP",
      content: `<h2>Cada rodada conta</h2>
<p>Ganha 1 ponto comp (PC) por cada 20 € apostados em slots; os jogos de mesa e ao vivo acumulam a um ritmo menor. Os pontos de estatuto fazem-no subir de nível e nunca expiram; os pontos resgatáveis podem ser trocados por dinheiro de bónus no seu perfil.</p>
<h2>Níveis</h2>
${levelList("pt")}
<h2>Vantagens</h2>
<ul>
<li>Cashback mensal a partir do nível Pro.</li>
<li>Uma prenda de aniversário a partir do nível Novato.</li>
<li>Um gestor VIP pessoal e bónus de recarga à medida a partir do nível Pro.</li>
<li>Limites de levantamento mais altos, recompensas por subida de nível, presentes nas festividades e convites para eventos especiais.</li>
</ul>
<p>O programa VIP recompensa o jogo, mas nunca é um motivo para jogar mais. Os seus <a href="/responsible-gambling">limites</a> vêm sempre primeiro.</p>`,
      json: levelsJson("pt"),
    },
    "pt-BR": {
      title: "Programa VIP",
      description:
        "Seis níveis VIP, de Início a Escolhido: cashback, presente de aniversário, gerente VIP pessoal e limites de saque maiores.",
      keywords: "programa VIP, pontos de fidelidade, fidelidade, cashback, gerente VIP",
      content: `<h2>Cada rodada conta</h2>
<p>Você ganha 1 ponto comp (PC) a cada 20 € apostados em caça-níqueis; jogos de mesa e ao vivo acumulam em ritmo menor. Os pontos de status fazem você subir de nível e nunca expiram; os pontos resgatáveis podem ser trocados por dinheiro de bônus no seu perfil.</p>
<h2>Níveis</h2>
${levelList("pt-BR")}
<h2>Benefícios</h2>
<ul>
<li>Cashback mensal a partir do nível Pro.</li>
<li>Presente de aniversário a partir do nível Novato.</li>
<li>Gerente VIP pessoal e bônus de recarga sob medida a partir do nível Pro.</li>
<li>Limites de saque maiores, recompensas ao subir de nível, presentes em datas comemorativas e convites para eventos especiais.</li>
</ul>
<p>O programa VIP recompensa quem joga, mas nunca é motivo para jogar mais. Seus <a href="/responsible-gambling">limites</a> vêm sempre em primeiro lugar.</p>`,
      json: levelsJson("pt-BR"),
    },
    ru: {
      title: "VIP-программа",
      description:
        "Шесть VIP-уровней — от «Начала» до «Избранного»: кешбэк, подарки на день рождения, личный VIP-менеджер и повышенные лимиты на вывод.",
      keywords: "VIP-программа, комп-поинты, программа лояльности, кешбэк, VIP-менеджер",
      content: `<h2>Каждое вращение на счету</h2>
<p>За каждые 20 €, поставленные в слотах, вы получаете 1 комп-поинт (CP); настольные и live-игры приносят очки медленнее. Статусные очки повышают ваш уровень и никогда не сгорают, а обменные очки можно обменять на бонусные деньги в профиле.</p>
<h2>Уровни</h2>
${levelList("ru")}
<h2>Привилегии</h2>
<ul>
<li>Ежемесячный кешбэк начиная с уровня «Профи».</li>
<li>Подарок на день рождения начиная с уровня «Новичок».</li>
<li>Личный VIP-менеджер и персональные бонусы на пополнение начиная с уровня «Профи».</li>
<li>Повышенные лимиты на вывод, награды за новый уровень, праздничные подарки и приглашения на особые события.</li>
</ul>
<p>VIP-программа вознаграждает игру, но не должна становиться поводом играть больше. Ваши <a href="/responsible-gambling">лимиты</a> всегда важнее.</p>`,
      json: levelsJson("ru"),
    },
  },
};
