import type { SeedStep } from "../seed/run-seeds.ts";
import { chatCannedAnswers } from "./schema.ts";

// Demo canned answers for the live chat's agents, in the five languages (edited in the back office).

const ANSWERS: Record<string, { title: string; text: string }[]> = {
  en: [
    { title: "Greeting", text: "Hello! Thank you for contacting Croupier support. How can I help you today?" },
    {
      title: "Deposit delay",
      text: "Deposits usually arrive within a few minutes. Could you tell me the amount, the method and the time of your deposit?",
    },
    {
      title: "Verification",
      text: "To verify your account, upload an identity document and a proof of address in your profile (Documents). We review them within 24 hours.",
    },
    { title: "Goodbye", text: "Is there anything else I can help you with? Have a nice day and play responsibly!" },
  ],
  es: [
    { title: "Saludo", text: "¡Hola! Gracias por contactar con el soporte de Croupier. ¿En qué puedo ayudarte hoy?" },
    {
      title: "Depósito retrasado",
      text: "Los depósitos suelen llegar en pocos minutos. ¿Puedes indicarme el importe, el método y la hora de tu depósito?",
    },
    {
      title: "Verificación",
      text: "Para verificar tu cuenta, sube un documento de identidad y un comprobante de domicilio en tu perfil (Documentos). Los revisamos en 24 horas.",
    },
    { title: "Despedida", text: "¿Puedo ayudarte en algo más? ¡Que tengas un buen día y juega con responsabilidad!" },
  ],
  pt: [
    { title: "Saudação", text: "Olá! Obrigado por contactar o apoio da Croupier. Em que posso ajudar hoje?" },
    {
      title: "Depósito atrasado",
      text: "Os depósitos costumam chegar em poucos minutos. Pode indicar-me o montante, o método e a hora do seu depósito?",
    },
    {
      title: "Verificação",
      text: "Para verificar a sua conta, carregue um documento de identificação e um comprovativo de morada no seu perfil (Documentos). Revemo-los em 24 horas.",
    },
    { title: "Despedida", text: "Posso ajudar em mais alguma coisa? Tenha um bom dia e jogue com responsabilidade!" },
  ],
  "pt-BR": [
    { title: "Saudação", text: "Olá! Obrigado por falar com o suporte da Croupier. Como posso ajudar você hoje?" },
    {
      title: "Depósito atrasado",
      text: "Os depósitos costumam cair em poucos minutos. Pode me informar o valor, o método e o horário do seu depósito?",
    },
    {
      title: "Verificação",
      text: "Para verificar sua conta, envie um documento de identidade e um comprovante de endereço no seu perfil (Documentos). Analisamos em até 24 horas.",
    },
    { title: "Despedida", text: "Posso ajudar em mais alguma coisa? Tenha um ótimo dia e jogue com responsabilidade!" },
  ],
  ru: [
    { title: "Приветствие", text: "Здравствуйте! Спасибо, что обратились в поддержку Croupier. Чем я могу помочь?" },
    {
      title: "Задержка депозита",
      text: "Депозиты обычно поступают в течение нескольких минут. Укажите, пожалуйста, сумму, способ и время вашего депозита.",
    },
    {
      title: "Верификация",
      text: "Чтобы подтвердить аккаунт, загрузите документ, удостоверяющий личность, и подтверждение адреса в профиле (Документы). Мы проверяем их в течение 24 часов.",
    },
    { title: "Прощание", text: "Могу ли я помочь чем-то ещё? Хорошего дня и играйте ответственно!" },
  ],
};

export const supportSeeds: SeedStep[] = [
  {
    name: "support.chat_canned_answers.v1",
    run: async (tx) => {
      await tx
        .insert(chatCannedAnswers)
        .values(
          Object.entries(ANSWERS).flatMap(([locale, answers]) => answers.map((answer) => ({ locale, ...answer }))),
        );
    },
  },
];
