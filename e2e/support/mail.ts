import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { e2eMailDir } from "./env.ts";

export interface ReceivedMail {
  raw: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail the loopback SMTP server has received, oldest first, decoded. */
export async function readMails(): Promise<ReceivedMail[]> {
  if (!existsSync(e2eMailDir)) return [];
  const names = readdirSync(e2eMailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = readFileSync(join(e2eMailDir, name), "utf8");
      const parsed = await simpleParser(raw);
      const to = Array.isArray(parsed.to) ? parsed.to.map((entry) => entry.text).join(", ") : (parsed.to?.text ?? "");
      return { raw, to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "" };
    }),
  );
}

/** Waits for the newest mail to an address whose subject or text matches, and returns it. */
export async function waitForMail(to: string, match: RegExp = /./, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readMails()).filter(
      (mail) => mail.to.includes(to) && (match.test(mail.subject) || match.test(mail.text)),
    );
    const newest = mails.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${match} within ${timeoutMs} ms`);
}

/** The first link in a mail's text whose path contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)]
    .map((match) => match[0].replace(/&amp;/g, "&"))
    .find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
  return link;
}
