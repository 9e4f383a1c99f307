import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { e2eMailDir } from "./env.ts";

export interface ReceivedMail {
  raw: string;
  to: string;
  subject: string;
}

/** Every mail the loopback SMTP server has received, oldest first. */
export function readMails(): ReceivedMail[] {
  if (!existsSync(e2eMailDir)) return [];
  return readdirSync(e2eMailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(e2eMailDir, name), "utf8");
      return { raw, to: header(raw, "To"), subject: header(raw, "Subject") };
    });
}

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "mi"));
  return match?.[1]?.replace(/\r?\n[ \t]/g, " ").trim() ?? "";
}
