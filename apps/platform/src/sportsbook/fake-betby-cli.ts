import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { trimEndOf } from "@croupier/contract";
import {
  FakeBetby,
  type FakeBetbyKeys,
  generateFakeBetbyKeys,
  generateLaunchKeys,
  pemAsEnv,
  type Reply,
} from "./fake-betby.ts";

// `npm run sportsbook:fake-provider -- keys` makes the demo's key pairs (the fake's RS256 callback
// key, our ES256 launch key) and prints the settings that make a platform trust the fake: nothing
// is trusted by default, in production or anywhere else. `npm run sportsbook:fake-provider -- run
// --platform http://localhost:3000 --email … --password …` signs a funded player in, launches the
// widget, checks the token as Betby would, and drives the whole lifecycle through the platform's
// Betby endpoints: make, duplicate make, commit, discard before make, discard after make, win,
// rollback after settlement, resettle, refund, final settlement. It exits 1 when an answer is wrong.

const BRAND_ID = "fake-betby-demo";
const USAGE = `usage:
  npm run sportsbook:fake-provider -- keys [--dir data/fake-betby]
  npm run sportsbook:fake-provider -- run --platform http://localhost:3000 --email PLAYER --password SECRET [--dir data/fake-betby]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: "string", default: "data/fake-betby" },
    platform: { type: "string", default: "http://localhost:3000" },
    email: { type: "string" },
    password: { type: "string" },
  },
});

const files = (dir: string) => ({
  fake: path.join(dir, "fake-betby-keys.json"),
  launch: path.join(dir, "launch-keys.json"),
  env: path.join(dir, "platform.env"),
});

async function makeKeys(dir: string): Promise<void> {
  const fake = generateFakeBetbyKeys();
  const launch = generateLaunchKeys();
  const paths = files(dir);
  await mkdir(dir, { recursive: true });
  await writeFile(paths.fake, JSON.stringify(fake), { mode: 0o600 });
  await writeFile(paths.launch, JSON.stringify(launch), { mode: 0o600 });
  const env = [
    "# The fake Betby of the demo (never for real money): add these to the platform's environment.",
    "SPORTSBOOK_VENDOR=betby",
    `SPORTSBOOK_BETBY_BRAND_ID=${BRAND_ID}`,
    `SPORTSBOOK_BETBY_PRIVATE_KEY="${pemAsEnv(launch.privatePem)}"`,
    `SPORTSBOOK_BETBY_PUBLIC_KEY="${pemAsEnv(fake.publicPem)}"`,
    // No widget exists for the fake: the site's /sports page shows a widget that fails to load.
    "SPORTSBOOK_BETBY_SCRIPT_URL=https://fake-betby.invalid/bt-renderer.js",
    "",
  ].join("\n");
  await writeFile(paths.env, env, { mode: 0o600 });
  console.log(`Keys written to ${dir}. Platform settings (also in ${paths.env}):\n\n${env}`);
}

const apiHeaders = {
  "content-type": "application/json",
  accept: "application/vnd.s.v1+json",
  "x-requested-with": "XMLHttpRequest",
};

async function signIn(platform: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${platform}/api/users/sign_in`, {
    method: "POST",
    headers: apiHeaders,
    body: JSON.stringify({ user: { email, password } }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("_casino_session="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0] as string;
}

async function launchToken(platform: string, cookie: string): Promise<string> {
  const response = await fetch(`${platform}/api/sportsbook/launch`, {
    method: "POST",
    headers: { ...apiHeaders, cookie },
    body: JSON.stringify({}),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`launch refused: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

let failures = 0;

function step(name: string, reply: Reply, expected: { status: number; code?: number } = { status: 200 }) {
  const ok = reply.status === expected.status && (expected.code === undefined || reply.body.code === expected.code);
  if (!ok) failures += 1;
  const shown =
    reply.status === 200 ? `balance ${reply.body.balance}` : `code ${reply.body.code} ${reply.body.message}`;
  console.log(`${ok ? "ok  " : "FAIL"} ${name.padEnd(44)} ${reply.status} ${shown}`);
}

async function run(dir: string, platform: string, email: string, password: string): Promise<void> {
  const paths = files(dir);
  const keys = JSON.parse(await readFile(paths.fake, "utf8")) as FakeBetbyKeys;
  const launchKeys = JSON.parse(await readFile(paths.launch, "utf8")) as FakeBetbyKeys;
  const fake = new FakeBetby({
    keys,
    send: async (callback, body) => {
      const response = await fetch(`${platform}/api/sportsbook/betby/${callback}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  });
  const token = await launchToken(platform, await signIn(platform, email, password));
  const player = await fake.acceptLaunchToken(token, launchKeys.publicPem, BRAND_ID);
  console.log(`Launch token verified: player ${player.id}, session ${player.session}, ${player.currency}\n`);

  const first = randomUUID();
  const made = await fake.make(player, 1_000, first);
  step("make 10.00", made);
  const again = await fake.make(player, 1_000, first);
  step("the same make again (replayed)", again);
  if (JSON.stringify(again.body) !== JSON.stringify(made.body)) {
    failures += 1;
    console.log("FAIL the duplicate's answer differs from the first");
  }
  const bet = fake.bet(first);
  step("commit", await fake.commit(bet));

  const early = randomUUID();
  step("discard before its make", await fake.discard(player.id, early));
  step("the late make is refused", await fake.make(player, 700, early), { status: 400, code: 2004 });

  const declined = randomUUID();
  step("make 5.00", await fake.make(player, 500, declined));
  step("discard after make (stake back)", await fake.discard(player.id, declined));

  step("win 25.00", await fake.win(bet, 2_500));
  step("rollback after the win", await fake.rollback(bet));
  step("resettle: lost", await fake.lost(bet));
  step("rollback after the loss", await fake.rollback(bet));
  step("resettle: cash-out 12.00", await fake.win(bet, 1_200, { cashout: true }));
  step("final settlement", await fake.finalise(bet));

  const refunded = randomUUID();
  step("make 3.00", await fake.make(player, 300, refunded));
  step("refund", await fake.refund(fake.bet(refunded)));

  console.log(`\nThe fake's bet list (for reconciliation):`);
  for (const listed of await fake.listBets(new Date(0), new Date(Date.now() + 60_000))) {
    console.log(`  ${listed.transactionId} ${listed.status} stake ${listed.stake} paid ${listed.settledAmount}`);
  }
  console.log(failures === 0 ? "\nEvery answer was as expected." : `\n${failures} answer(s) were wrong.`);
  if (failures > 0) process.exitCode = 1;
}

const [command] = positionals;
if (command === "keys") {
  await makeKeys(values.dir);
} else if (command === "run" && values.email && values.password) {
  await run(values.dir, trimEndOf(values.platform, "/"), values.email, values.password);
} else {
  console.error(USAGE);
  process.exitCode = 2;
}
