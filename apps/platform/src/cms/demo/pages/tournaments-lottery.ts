import type { DemoPage } from "../types.ts";

export const tournaments: DemoPage = {
  id: "tournaments",
  path: "/tournaments",
  layout: "default",
  categories: ["page", "top-menu"],
  position: 2,
  translations: {
    en: {
      title: "Tournaments",
      description:
        "Compete on a leaderboard in Croupier slot tournaments: clear rules, fixed prize pools, no entry fee.",
      keywords: "casino tournaments, slot tournaments, leaderboard, prize pool",
      content: `<h2>Tournaments</h2>
<p>Climb the leaderboard by playing the games of the tournament. Each tournament shows its prize pool, the number of winning places, the minimum and maximum bet, its length and how points are counted: by total bet, biggest win, win rate, number of spins or points. Entry is free and your normal bets count automatically once you join.</p>
<p>Tournaments are for fun: never raise your stakes just to climb the table. <a href="/responsible-gambling">Set your limits</a> before you start.</p>`,
    },
    es: {
      title: "Torneos",
      description:
        "Compita en la clasificación de los torneos de tragaperras de Croupier: reglas claras, premios fijos y sin cuota de inscripción.",
      keywords: "torneos de casino, torneos de tragaperras, clasificación, bote de premios",
      content: `<h2>Torneos</h2>
<p>Suba en la clasificación jugando a los juegos del torneo. Cada torneo muestra su bote de premios, el número de puestos premiados, la apuesta mínima y máxima, su duración y cómo se cuentan los puntos: por apuesta total, mayor ganancia, ratio de ganancia, número de giros o puntos. La inscripción es gratuita y, al unirse, sus apuestas normales cuentan automáticamente.</p>
<p>Los torneos son para divertirse: nunca suba sus apuestas solo para escalar puestos. <a href="/responsible-gambling">Fije sus límites</a> antes de empezar.</p>`,
    },
    pt: {
      title: "Torneios",
      description:
        "Dispute a tabela classificativa nos torneios de slots do Croupier: regras claras, prémios fixos e inscrição gratuita.",
      keywords: "torneios de casino, torneios de slots, classificação, prémios",
      content: `<h2>Torneios</h2>
<p>Suba na classificação jogando os jogos do torneio. Cada torneio indica o valor dos prémios, o número de lugares premiados, a aposta mínima e máxima, a duração e a forma de contar os pontos: por aposta total, maior ganho, taxa de ganho, número de rodadas ou pontos. A inscrição é gratuita e, depois de aderir, as suas apostas normais contam automaticamente.</p>
<p>Os torneios são para diversão: nunca aumente as apostas só para subir na tabela. <a href="/responsible-gambling">Defina os seus limites</a> antes de começar.</p>`,
    },
    "pt-BR": {
      title: "Torneios",
      description:
        "Dispute o ranking nos torneios de caça-níqueis do Croupier: regras claras, prêmios fixos e inscrição grátis.",
      keywords: "torneios de cassino, torneios de caça-níqueis, ranking, premiação",
      content: `<h2>Torneios</h2>
<p>Suba no ranking jogando os jogos do torneio. Cada torneio mostra a premiação, o número de posições premiadas, a aposta mínima e máxima, a duração e como os pontos são contados: por total apostado, maior ganho, taxa de ganho, número de rodadas ou pontos. A inscrição é grátis e, depois que você entra, suas apostas normais contam automaticamente.</p>
<p>Torneios são diversão: nunca aumente suas apostas só para subir no ranking. <a href="/responsible-gambling">Defina seus limites</a> antes de começar.</p>`,
    },
    ru: {
      title: "Турниры",
      description:
        "Соревнуйтесь в турнирной таблице слот-турниров Croupier: понятные правила, фиксированный призовой фонд, бесплатное участие.",
      keywords: "турниры казино, слот-турниры, турнирная таблица, призовой фонд",
      content: `<h2>Турниры</h2>
<p>Поднимайтесь в турнирной таблице, играя в игры турнира. Для каждого турнира указаны призовой фонд, число призовых мест, минимальная и максимальная ставка, продолжительность и способ подсчёта очков: по сумме ставок, самому крупному выигрышу, коэффициенту выигрыша, числу вращений или очкам. Участие бесплатное: после регистрации в турнире ваши обычные ставки засчитываются автоматически.</p>
<p>Турниры — это развлечение: не повышайте ставки только ради места в таблице. <a href="/responsible-gambling">Установите лимиты</a> заранее.</p>`,
    },
  },
};

export const lottery: DemoPage = {
  id: "lottery",
  path: "/lottery",
  layout: "default",
  categories: ["page", "top-menu"],
  position: 4,
  translations: {
    en: {
      title: "Lottery",
      description: "The Croupier lottery: collect tickets with your deposits and join the regular prize draw.",
      keywords: "casino lottery, prize draw, lottery tickets",
      content: `<h2>Lottery</h2>
<p>Each qualifying deposit gives you lottery tickets for the current draw. The page of each lottery shows the prizes, the number of tickets you hold and the date of the draw. Winners are picked at random and prizes are credited automatically.</p>
<p>Tickets are a bonus on top of your deposits: never deposit more than you planned just to get more of them.</p>`,
    },
    es: {
      title: "Lotería",
      description:
        "La lotería de Croupier: reúna boletos con sus depósitos y participe en el sorteo periódico de premios.",
      keywords: "lotería de casino, sorteo de premios, boletos de lotería",
      content: `<h2>Lotería</h2>
<p>Cada depósito que cumpla las condiciones le da boletos para el sorteo en curso. La página de cada lotería muestra los premios, el número de boletos que tiene y la fecha del sorteo. Los ganadores se eligen al azar y los premios se abonan automáticamente.</p>
<p>Los boletos son un extra de sus depósitos: nunca deposite más de lo previsto solo para conseguir más.</p>`,
    },
    pt: {
      title: "Lotaria",
      description:
        "A lotaria do Croupier: junte bilhetes com os seus depósitos e participe no sorteio regular de prémios.",
      keywords: "lotaria de casino, sorteio de prémios, bilhetes de lotaria",
      content: `<h2>Lotaria</h2>
<p>Cada depósito elegível dá-lhe bilhetes para o sorteio em curso. A página de cada lotaria indica os prémios, o número de bilhetes que tem e a data do sorteio. Os vencedores são escolhidos ao acaso e os prémios são creditados automaticamente.</p>
<p>Os bilhetes são um extra dos seus depósitos: nunca deposite mais do que planeou só para obter mais bilhetes.</p>`,
    },
    "pt-BR": {
      title: "Loteria",
      description:
        "A loteria do Croupier: junte bilhetes com seus depósitos e participe do sorteio regular de prêmios.",
      keywords: "loteria de cassino, sorteio de prêmios, bilhetes de loteria",
      content: `<h2>Loteria</h2>
<p>Cada depósito válido dá a você bilhetes para o sorteio atual. A página de cada loteria mostra os prêmios, quantos bilhetes você tem e a data do sorteio. Os ganhadores são escolhidos aleatoriamente e os prêmios são creditados automaticamente.</p>
<p>Os bilhetes são um extra dos seus depósitos: nunca deposite mais do que planejou só para ganhar mais bilhetes.</p>`,
    },
    ru: {
      title: "Лотерея",
      description: "Лотерея Croupier: получайте билеты за депозиты и участвуйте в регулярном розыгрыше призов.",
      keywords: "лотерея казино, розыгрыш призов, лотерейные билеты",
      content: `<h2>Лотерея</h2>
<p>За каждый подходящий депозит вы получаете билеты текущего розыгрыша. На странице лотереи указаны призы, количество ваших билетов и дата розыгрыша. Победители выбираются случайным образом, а призы начисляются автоматически.</p>
<p>Билеты — приятное дополнение к депозитам: не пополняйте счёт больше, чем планировали, только ради билетов.</p>`,
    },
  },
};
