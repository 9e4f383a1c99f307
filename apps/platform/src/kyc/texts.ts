import type { Locale } from "@croupier/contract";
import type { DocumentType } from "@croupier/contract/schemas/kyc";

// The KYC texts in the five languages: the upload's field errors, the refusal of a large
// withdrawal from a player not yet verified, and the mails that tell the player of a review.

type Texts = {
  attachmentRequired: string;
  attachmentType: string;
  attachmentTooLarge: (megabytes: string) => string;
  attachmentEmpty: string;
  typeRequired: string;
  descriptionTooLong: (max: number) => string;
  tooMany: (max: number) => string;
  notDeletable: string;
  withdrawalNeedsVerification: (amount: string) => string;
  typeName: Record<DocumentType, string>;
  approvedSubject: string;
  approvedBody: (type: string, name: string) => string;
  rejectedSubject: string;
  rejectedBody: (type: string, name: string, reason: string) => string;
  verifiedNote: string;
  signature: string;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    attachmentRequired: "Choose a file to upload.",
    attachmentType: "Upload a PDF, JPEG or PNG file.",
    attachmentTooLarge: (mb) => `The file is too large: at most ${mb} MB.`,
    attachmentEmpty: "The file is empty.",
    typeRequired: "Choose what the document shows.",
    descriptionTooLong: (max) => `Write at most ${max} characters.`,
    tooMany: (max) => `You have uploaded the most documents allowed (${max}). Contact support.`,
    notDeletable: "This document has been reviewed and can no longer be deleted.",
    withdrawalNeedsVerification: (amount) =>
      `Withdrawals over ${amount} need a verified account: upload an identity document and a proof of address in your profile (Documents) and wait for their approval.`,
    typeName: {
      identity: "identity document",
      address: "proof of address",
      deposit: "proof of deposit",
      payment_method: "proof of payment method",
    },
    approvedSubject: "Your document was approved",
    approvedBody: (type, name) => `Your ${type} (${name}) was checked and approved.`,
    rejectedSubject: "Your document was not accepted",
    rejectedBody: (type, name, reason) =>
      `Your ${type} (${name}) was checked and not accepted: ${reason}\nYou can upload a new one in your profile (Documents).`,
    verifiedNote: "Your account is now verified.",
    signature: "The Croupier team",
  },
  es: {
    attachmentRequired: "Elige un archivo para subir.",
    attachmentType: "Sube un archivo PDF, JPEG o PNG.",
    attachmentTooLarge: (mb) => `El archivo es demasiado grande: como máximo ${mb} MB.`,
    attachmentEmpty: "El archivo está vacío.",
    typeRequired: "Elige qué muestra el documento.",
    descriptionTooLong: (max) => `Escribe como máximo ${max} caracteres.`,
    tooMany: (max) => `Has subido el máximo de documentos permitido (${max}). Contacta con soporte.`,
    notDeletable: "Este documento ya se ha revisado y no se puede eliminar.",
    withdrawalNeedsVerification: (amount) =>
      `Los retiros de más de ${amount} requieren una cuenta verificada: sube un documento de identidad y un comprobante de domicilio en tu perfil (Documentos) y espera a que se aprueben.`,
    typeName: {
      identity: "documento de identidad",
      address: "comprobante de domicilio",
      deposit: "comprobante de depósito",
      payment_method: "comprobante del método de pago",
    },
    approvedSubject: "Tu documento ha sido aprobado",
    approvedBody: (type, name) => `Tu ${type} (${name}) se ha revisado y aprobado.`,
    rejectedSubject: "Tu documento no ha sido aceptado",
    rejectedBody: (type, name, reason) =>
      `Tu ${type} (${name}) se ha revisado y no se ha aceptado: ${reason}\nPuedes subir uno nuevo en tu perfil (Documentos).`,
    verifiedNote: "Tu cuenta ya está verificada.",
    signature: "El equipo de Croupier",
  },
  pt: {
    attachmentRequired: "Escolha um ficheiro para carregar.",
    attachmentType: "Carregue um ficheiro PDF, JPEG ou PNG.",
    attachmentTooLarge: (mb) => `O ficheiro é demasiado grande: no máximo ${mb} MB.`,
    attachmentEmpty: "O ficheiro está vazio.",
    typeRequired: "Escolha o que o documento mostra.",
    descriptionTooLong: (max) => `Escreva no máximo ${max} caracteres.`,
    tooMany: (max) => `Já carregou o máximo de documentos permitido (${max}). Contacte o apoio.`,
    notDeletable: "Este documento já foi revisto e não pode ser eliminado.",
    withdrawalNeedsVerification: (amount) =>
      `Os levantamentos acima de ${amount} exigem uma conta verificada: carregue um documento de identificação e um comprovativo de morada no seu perfil (Documentos) e aguarde a aprovação.`,
    typeName: {
      identity: "documento de identificação",
      address: "comprovativo de morada",
      deposit: "comprovativo de depósito",
      payment_method: "comprovativo do método de pagamento",
    },
    approvedSubject: "O seu documento foi aprovado",
    approvedBody: (type, name) => `O seu ${type} (${name}) foi revisto e aprovado.`,
    rejectedSubject: "O seu documento não foi aceite",
    rejectedBody: (type, name, reason) =>
      `O seu ${type} (${name}) foi revisto e não foi aceite: ${reason}\nPode carregar um novo no seu perfil (Documentos).`,
    verifiedNote: "A sua conta está agora verificada.",
    signature: "A equipa Croupier",
  },
  "pt-BR": {
    attachmentRequired: "Escolha um arquivo para enviar.",
    attachmentType: "Envie um arquivo PDF, JPEG ou PNG.",
    attachmentTooLarge: (mb) => `O arquivo é grande demais: no máximo ${mb} MB.`,
    attachmentEmpty: "O arquivo está vazio.",
    typeRequired: "Escolha o que o documento mostra.",
    descriptionTooLong: (max) => `Escreva no máximo ${max} caracteres.`,
    tooMany: (max) => `Você já enviou o máximo de documentos permitido (${max}). Fale com o suporte.`,
    notDeletable: "Este documento já foi analisado e não pode mais ser excluído.",
    withdrawalNeedsVerification: (amount) =>
      `Saques acima de ${amount} exigem uma conta verificada: envie um documento de identidade e um comprovante de endereço no seu perfil (Documentos) e aguarde a aprovação.`,
    typeName: {
      identity: "documento de identidade",
      address: "comprovante de endereço",
      deposit: "comprovante de depósito",
      payment_method: "comprovante do método de pagamento",
    },
    approvedSubject: "Seu documento foi aprovado",
    approvedBody: (type, name) => `Seu ${type} (${name}) foi analisado e aprovado.`,
    rejectedSubject: "Seu documento não foi aceito",
    rejectedBody: (type, name, reason) =>
      `Seu ${type} (${name}) foi analisado e não foi aceito: ${reason}\nVocê pode enviar um novo no seu perfil (Documentos).`,
    verifiedNote: "Sua conta agora está verificada.",
    signature: "Equipe Croupier",
  },
  ru: {
    attachmentRequired: "Выберите файл для загрузки.",
    attachmentType: "Загрузите файл PDF, JPEG или PNG.",
    attachmentTooLarge: (mb) => `Файл слишком большой: не более ${mb} МБ.`,
    attachmentEmpty: "Файл пустой.",
    typeRequired: "Выберите, что показывает документ.",
    descriptionTooLong: (max) => `Не более ${max} символов.`,
    tooMany: (max) => `Вы загрузили максимально допустимое число документов (${max}). Обратитесь в поддержку.`,
    notDeletable: "Этот документ уже проверен, удалить его нельзя.",
    withdrawalNeedsVerification: (amount) =>
      `Для вывода более ${amount} нужен подтверждённый аккаунт: загрузите документ, удостоверяющий личность, и подтверждение адреса в профиле (Документы) и дождитесь их проверки.`,
    typeName: {
      identity: "документ, удостоверяющий личность",
      address: "подтверждение адреса",
      deposit: "подтверждение депозита",
      payment_method: "подтверждение способа оплаты",
    },
    approvedSubject: "Ваш документ одобрен",
    approvedBody: (type, name) => `Ваш документ «${type}» (${name}) проверен и одобрен.`,
    rejectedSubject: "Ваш документ не принят",
    rejectedBody: (type, name, reason) =>
      `Ваш документ «${type}» (${name}) проверен и не принят: ${reason}\nВы можете загрузить новый в профиле (Документы).`,
    verifiedNote: "Теперь ваш аккаунт подтверждён.",
    signature: "Команда Croupier",
  },
};

export function kycTexts(locale: Locale): Texts {
  return TEXTS[locale] ?? TEXTS.en;
}
