import { type Locale, localizePath } from "@croupier/contract";
import type { MailMessage } from "../mail/mailer.ts";

// The identity mails (confirmation, password reset, unlock) in the player's language. Each links
// to a page of the site, which calls the matching API endpoint with the token.

export type IdentityMailKind = "confirmation" | "reset_password" | "unlock" | "password_changed";

interface MailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
}

const TEXTS: Record<Locale, Record<IdentityMailKind, MailText>> = {
  en: {
    confirmation: {
      subject: "Confirm your e-mail address",
      greeting: "Welcome!",
      body: "Please confirm your e-mail address by opening the link below.",
      action: "Confirm my e-mail",
      ignore: "If you did not create an account, ignore this message.",
    },
    reset_password: {
      subject: "Reset your password",
      greeting: "Hello!",
      body: "Someone asked to change your password. Open the link below to choose a new one; it works for a few hours and only once.",
      action: "Change my password",
      ignore: "If you did not ask for this, ignore this message: your password stays the same.",
    },
    unlock: {
      subject: "Your account is locked",
      greeting: "Hello!",
      body: "Your account was locked after too many failed sign-in attempts. Open the link below to unlock it.",
      action: "Unlock my account",
      ignore: "If these attempts were not yours, consider changing your password after unlocking.",
    },
    password_changed: {
      subject: "Your password was changed",
      greeting: "Hello!",
      body: "The password of your account was just changed, and every other session of your account was ended.",
      action: "Not you? Choose a new password now",
      ignore: "If you changed it yourself, there is nothing more to do.",
    },
  },
  es: {
    confirmation: {
      subject: "Confirma tu dirección de correo electrónico",
      greeting: "¡Bienvenido!",
      body: "Confirma tu dirección de correo electrónico abriendo el enlace de abajo.",
      action: "Confirmar mi correo",
      ignore: "Si no has creado una cuenta, ignora este mensaje.",
    },
    reset_password: {
      subject: "Restablece tu contraseña",
      greeting: "¡Hola!",
      body: "Alguien ha pedido cambiar tu contraseña. Abre el enlace de abajo para elegir una nueva; funciona durante unas horas y una sola vez.",
      action: "Cambiar mi contraseña",
      ignore: "Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.",
    },
    unlock: {
      subject: "Tu cuenta está bloqueada",
      greeting: "¡Hola!",
      body: "Tu cuenta se ha bloqueado tras demasiados intentos fallidos de inicio de sesión. Abre el enlace de abajo para desbloquearla.",
      action: "Desbloquear mi cuenta",
      ignore: "Si esos intentos no fueron tuyos, cambia tu contraseña después de desbloquearla.",
    },
    password_changed: {
      subject: "Tu contraseña ha cambiado",
      greeting: "¡Hola!",
      body: "Se acaba de cambiar la contraseña de tu cuenta y se han cerrado todas las demás sesiones de tu cuenta.",
      action: "¿No has sido tú? Elige una nueva contraseña ahora",
      ignore: "Si la has cambiado tú, no tienes que hacer nada más.",
    },
  },
  pt: {
    confirmation: {
      subject: "Confirme o seu endereço de e-mail",
      greeting: "Bem-vindo!",
      body: "Confirme o seu endereço de e-mail abrindo a ligação abaixo.",
      action: "Confirmar o meu e-mail",
      ignore: "Se não criou uma conta, ignore esta mensagem.",
    },
    reset_password: {
      subject: "Redefina a sua palavra-passe",
      greeting: "Olá!",
      body: "Alguém pediu para alterar a sua palavra-passe. Abra a ligação abaixo para escolher uma nova; funciona durante algumas horas e só uma vez.",
      action: "Alterar a minha palavra-passe",
      ignore: "Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.",
    },
    unlock: {
      subject: "A sua conta está bloqueada",
      greeting: "Olá!",
      body: "A sua conta foi bloqueada após demasiadas tentativas de início de sessão falhadas. Abra a ligação abaixo para a desbloquear.",
      action: "Desbloquear a minha conta",
      ignore: "Se essas tentativas não foram suas, altere a palavra-passe depois de desbloquear.",
    },
    password_changed: {
      subject: "A sua palavra-passe foi alterada",
      greeting: "Olá!",
      body: "A palavra-passe da sua conta acabou de ser alterada e todas as outras sessões da sua conta foram terminadas.",
      action: "Não foi você? Escolha já uma nova palavra-passe",
      ignore: "Se foi você a alterá-la, não precisa de fazer mais nada.",
    },
  },
  "pt-BR": {
    confirmation: {
      subject: "Confirme seu endereço de e-mail",
      greeting: "Bem-vindo!",
      body: "Confirme seu endereço de e-mail abrindo o link abaixo.",
      action: "Confirmar meu e-mail",
      ignore: "Se você não criou uma conta, ignore esta mensagem.",
    },
    reset_password: {
      subject: "Redefina sua senha",
      greeting: "Olá!",
      body: "Alguém pediu para alterar sua senha. Abra o link abaixo para escolher uma nova; ele funciona por algumas horas e apenas uma vez.",
      action: "Alterar minha senha",
      ignore: "Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.",
    },
    unlock: {
      subject: "Sua conta está bloqueada",
      greeting: "Olá!",
      body: "Sua conta foi bloqueada após muitas tentativas de login malsucedidas. Abra o link abaixo para desbloqueá-la.",
      action: "Desbloquear minha conta",
      ignore: "Se essas tentativas não foram suas, altere sua senha depois de desbloquear.",
    },
    password_changed: {
      subject: "Sua senha foi alterada",
      greeting: "Olá!",
      body: "A senha da sua conta acabou de ser alterada e todas as outras sessões da sua conta foram encerradas.",
      action: "Não foi você? Escolha uma nova senha agora",
      ignore: "Se foi você quem alterou, não precisa fazer mais nada.",
    },
  },
  ru: {
    confirmation: {
      subject: "Подтвердите адрес электронной почты",
      greeting: "Добро пожаловать!",
      body: "Подтвердите адрес электронной почты, открыв ссылку ниже.",
      action: "Подтвердить почту",
      ignore: "Если вы не создавали аккаунт, просто проигнорируйте это письмо.",
    },
    reset_password: {
      subject: "Сброс пароля",
      greeting: "Здравствуйте!",
      body: "Кто-то запросил смену вашего пароля. Откройте ссылку ниже, чтобы задать новый; она действует несколько часов и только один раз.",
      action: "Сменить пароль",
      ignore: "Если вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.",
    },
    unlock: {
      subject: "Ваш аккаунт заблокирован",
      greeting: "Здравствуйте!",
      body: "Ваш аккаунт заблокирован после слишком большого числа неудачных попыток входа. Откройте ссылку ниже, чтобы разблокировать его.",
      action: "Разблокировать аккаунт",
      ignore: "Если это были не вы, смените пароль после разблокировки.",
    },
    password_changed: {
      subject: "Ваш пароль изменён",
      greeting: "Здравствуйте!",
      body: "Пароль вашего аккаунта только что изменён, а все остальные сеансы вашего аккаунта завершены.",
      action: "Это были не вы? Задайте новый пароль прямо сейчас",
      ignore: "Если пароль меняли вы, больше ничего делать не нужно.",
    },
  },
};

/** Site page and query parameter each mail links to (the notice links to the forgotten-password page). */
const LINKS: Record<IdentityMailKind, { path: string; param: string | null }> = {
  confirmation: { path: "/users/confirmation", param: "confirmation_token" },
  reset_password: { path: "/users/password/edit", param: "reset_password_token" },
  unlock: { path: "/users/unlock", param: "unlock_token" },
  password_changed: { path: "/users/forgot-password", param: null },
};

/** `<origin><locale prefix><page>?<param>=<token>` (English pages have no prefix). */
export function identityLink(kind: IdentityMailKind, origin: string, locale: Locale, token?: string): string {
  const { path, param } = LINKS[kind];
  const page = `${origin}${localizePath(path, locale)}`;
  return param && token !== undefined ? `${page}?${param}=${encodeURIComponent(token)}` : page;
}

export function composeIdentityMail(kind: IdentityMailKind, to: string, locale: Locale, link: string): MailMessage {
  const text = TEXTS[locale][kind];
  return {
    to,
    subject: text.subject,
    text: [text.greeting, "", text.body, "", `${text.action}: ${link}`, "", text.ignore].join("\n"),
    html: [
      `<!doctype html><html lang="${locale}"><body>`,
      `<p>${escapeHtml(text.greeting)}</p>`,
      `<p>${escapeHtml(text.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
      `<p>${escapeHtml(text.ignore)}</p>`,
      "</body></html>",
    ].join(""),
  };
}

function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
