import type { Locale } from "@croupier/contract";

// The live chat's texts in the five languages: field errors of the site's calls, the note that
// closes a conversation, and the mail that carries agent replies to an absent customer.

interface ChatTexts {
  attachmentRequired: string;
  attachmentType: string;
  attachmentTooLarge: (megabytes: string) => string;
  attachmentEmpty: string;
  conversationClosed: string;
  closedNote: string;
  mailSubject: (id: number) => string;
  mailIntro: string;
  mailOutro: string;
  signature: string;
}

const TEXTS: Record<Locale, ChatTexts> = {
  en: {
    attachmentRequired: "Choose an image to send.",
    attachmentType: "Send a PNG, JPEG, WebP or GIF image.",
    attachmentTooLarge: (mb) => `The image is too large: at most ${mb} MB.`,
    attachmentEmpty: "The image is empty.",
    conversationClosed: "This conversation is closed.",
    closedNote: "The agent closed this conversation. Write again any time to start a new one.",
    mailSubject: (id) => `Support replied to your chat (#${id})`,
    mailIntro: "Our support team answered you in the chat while you were away:",
    mailOutro: "Reply in the chat on our site, or answer this e-mail.",
    signature: "The Croupier team",
  },
  es: {
    attachmentRequired: "Elige una imagen para enviar.",
    attachmentType: "Envía una imagen PNG, JPEG, WebP o GIF.",
    attachmentTooLarge: (mb) => `La imagen es demasiado grande: como máximo ${mb} MB.`,
    attachmentEmpty: "La imagen está vacía.",
    conversationClosed: "Esta conversación está cerrada.",
    closedNote: "El agente cerró esta conversación. Escríbenos cuando quieras para empezar otra.",
    mailSubject: (id) => `Soporte respondió a tu chat (n.º ${id})`,
    mailIntro: "Nuestro equipo de soporte te respondió en el chat mientras no estabas:",
    mailOutro: "Responde en el chat de nuestro sitio o contesta a este correo.",
    signature: "El equipo de Croupier",
  },
  pt: {
    attachmentRequired: "Escolha uma imagem para enviar.",
    attachmentType: "Envie uma imagem PNG, JPEG, WebP ou GIF.",
    attachmentTooLarge: (mb) => `A imagem é demasiado grande: no máximo ${mb} MB.`,
    attachmentEmpty: "A imagem está vazia.",
    conversationClosed: "Esta conversa está encerrada.",
    closedNote: "O agente encerrou esta conversa. Escreva-nos quando quiser para iniciar outra.",
    mailSubject: (id) => `O apoio respondeu ao seu chat (n.º ${id})`,
    mailIntro: "A nossa equipa de apoio respondeu-lhe no chat enquanto estava ausente:",
    mailOutro: "Responda no chat do nosso site ou responda a este e-mail.",
    signature: "A equipa Croupier",
  },
  "pt-BR": {
    attachmentRequired: "Escolha uma imagem para enviar.",
    attachmentType: "Envie uma imagem PNG, JPEG, WebP ou GIF.",
    attachmentTooLarge: (mb) => `A imagem é grande demais: no máximo ${mb} MB.`,
    attachmentEmpty: "A imagem está vazia.",
    conversationClosed: "Esta conversa está encerrada.",
    closedNote: "O atendente encerrou esta conversa. Escreva quando quiser para começar outra.",
    mailSubject: (id) => `O suporte respondeu ao seu chat (nº ${id})`,
    mailIntro: "Nossa equipe de suporte respondeu você no chat enquanto você estava ausente:",
    mailOutro: "Responda no chat do nosso site ou responda a este e-mail.",
    signature: "Equipe Croupier",
  },
  ru: {
    attachmentRequired: "Выберите изображение для отправки.",
    attachmentType: "Отправьте изображение PNG, JPEG, WebP или GIF.",
    attachmentTooLarge: (mb) => `Изображение слишком большое: не более ${mb} МБ.`,
    attachmentEmpty: "Изображение пустое.",
    conversationClosed: "Этот разговор закрыт.",
    closedNote: "Оператор закрыл этот разговор. Напишите в любое время, чтобы начать новый.",
    mailSubject: (id) => `Поддержка ответила в чате (№ ${id})`,
    mailIntro: "Наша служба поддержки ответила вам в чате, пока вас не было:",
    mailOutro: "Ответьте в чате на нашем сайте или на это письмо.",
    signature: "Команда Croupier",
  },
};

export function chatTexts(locale: string): ChatTexts {
  return TEXTS[locale as Locale] ?? TEXTS.en;
}
