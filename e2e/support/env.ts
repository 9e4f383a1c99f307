import { tmpdir } from "node:os";
import { join } from "node:path";

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eMailDir = process.env.E2E_MAIL_DIR ?? join(tmpdir(), `croupier-e2e-mail-${e2ePort}`);
