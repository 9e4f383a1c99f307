// Starts the whole product for the end-to-end tests: a loopback SMTP server that keeps every mail
// in E2E_MAIL_DIR (tests read real mail from there), then the platform serving site and API on
// E2E_PORT with a fresh embedded database (or the PostgreSQL server of DATABASE_URL).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { e2eBaseUrl, e2eMailDir, e2ePort } from "./env.ts";
import { seedOperator, seedOperators } from "./operators.ts";

rmSync(e2eMailDir, { recursive: true, force: true });
mkdirSync(e2eMailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      writeFileSync(join(e2eMailDir, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const address = smtp.server.address();
const smtpPort = typeof address === "object" && address ? address.port : 0;

process.env.PORT = String(e2ePort);
process.env.HOST = "127.0.0.1";
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
// The origin the test browser opens: mailed links and the same-origin check come only from it.
process.env.PUBLIC_ORIGIN ??= e2eBaseUrl;
// Every test browser comes from 127.0.0.1, so per-IP limits would throttle the suite itself; the
// platform's own tests prove the limits. Lock-out (5 failed sign-ins) keeps its default.
const e2eLimits = {
  SIGN_IN_RATE_LIMIT_IP: "1000",
  SIGN_IN_RATE_LIMIT_EMAIL: "50",
  SIGN_UP_RATE_LIMIT_IP: "1000",
  AUTH_MAIL_RATE_LIMIT: "20",
  CONTACT_RATE_LIMIT_MAX: "100",
  // The test browser stands in for a visitor behind our proxy: geo tests send X-Forwarded-For.
  TRUSTED_PROXIES: "127.0.0.1,::1",
  // The payment tests pay through the sandboxes, also on PostgreSQL (where production turns them off).
  PAYMENTS_SANDBOX: "on",
  // Comp points for the bets a test places arrive within seconds, not at the 30 s default.
  LOYALTY_ACCRUAL_INTERVAL_MS: "1000",
  // Four eyes above €25: backoffice/players-kyc-four-eyes.spec.ts has two operators approve €30,
  // while the first back-office test's €15 approval pays out at once.
  WITHDRAWAL_FOUR_EYES_CENTS: "2500",
  // Balance adjustments from the player 360 (backoffice/player-actions.spec.ts), below the default
  // four-eyes amount (€1,000): off unless switched on.
  OPERATOR_ADJUSTMENTS_ENABLED: "on",
};
for (const [name, value] of Object.entries(e2eLimits)) process.env[name] ??= value;
if (!process.env.DATABASE_URL) process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "croupier-e2e-"));
// The back office's admin, made by the operators' command line before the platform opens the database.
seedOperator();
// The other test files' operators, each enrolled by its own test file.
await seedOperators([
  // A second admin for the staff and support test (backoffice/staff-and-support.spec.ts): it enrols
  // on its own, whatever the first test file is doing at the same time.
  { label: "staff-admin", name: "Grace Admin", role: "admin" },
  // An admin and a finance operator for the players, KYC and four-eyes test (enrolled by that test).
  { label: "reviewer", name: "Rhea Reviewer", role: "admin" },
  { label: "finance", name: "Fiona Finance", role: "finance" },
  // An admin for the Content test (backoffice/content.spec.ts), enrolled by that test.
  { label: "content-admin", name: "Cora Content", role: "admin" },
  // An admin for the games catalogue test (backoffice/catalog.spec.ts), enrolled by that test.
  { label: "catalog-admin", name: "Cato Admin", role: "admin" },
  // An admin for the player-grants test (backoffice/player-grants.spec.ts), enrolled by that test.
  { label: "grants-admin", name: "Gita Grants", role: "admin" },
  // An admin and a support operator for the player-actions test (backoffice/player-actions.spec.ts).
  { label: "actions-admin", name: "Ari Actions", role: "admin" },
  { label: "actions-support", name: "Sol Support", role: "support" },
  // An admin for the bonuses test (backoffice/bonuses.spec.ts), enrolled by that test.
  { label: "bonuses-admin", name: "Bea Bonuses", role: "admin" },
  // A marketing operator for the tournaments and lotteries test (backoffice/competitions.spec.ts).
  { label: "marketing", name: "Mara Marketing", role: "marketing" },
  // An admin for the featured games and site menus test (backoffice/site-menus.spec.ts), enrolled by that test.
  { label: "menus-admin", name: "Mina Menus", role: "admin" },
  // A support agent for the live chat test (support/chat.spec.ts): answers a visitor from the inbox.
  { label: "chat-agent", name: "Cleo Chat", role: "support" },
  // A trader for the sportsbook test (backoffice/sportsbook.spec.ts): prices and settles our own book.
  { label: "trader", name: "Tess Trader", role: "trader" },
  // A trader for the site's bet slip test (sports/bet-slip.spec.ts): builds its own events through the API.
  { label: "sports-site-trader", name: "Sid Slip", role: "trader" },
]);
await import("../../apps/platform/src/server.ts");
