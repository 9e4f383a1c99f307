// Sign-in latency under 20 concurrent clients: p50 and p99 of POST /api/users/sign_in,
// against GET /health measured the same way in the same run as the reference.
// Each client signs in as its own player (argon2id verification dominates the cost).
import { quantile, startServer } from "./support/server.ts";

const port = Number(process.env.BENCH_PORT ?? 3311);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const password = "Bench-Secret-2026!";
const headers = {
  "Content-Type": "application/json",
  Accept: "application/vnd.s.v1+json",
  "X-Requested-With": "XMLHttpRequest",
};

// Rate limits and lock-out protect real players; the bench raises them for its own loopback run.
const server = await startServer(port, {
  SIGN_IN_RATE_LIMIT_IP: "100000",
  SIGN_IN_RATE_LIMIT_EMAIL: "100000",
  SIGN_UP_RATE_LIMIT_IP: "100000",
});

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - started;
}

async function runConcurrently(perClient: (client: number) => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; round < rounds; round += 1) samples.push(await perClient(client));
    }),
  );
  return samples.sort((a, b) => a - b);
}

try {
  const emails = Array.from({ length: clients }, (_, client) => `bench-${client}@players.example`);
  for (const email of emails) {
    const user = {
      email,
      password,
      password_confirmation: password,
      currency: "EUR",
      receive_promos: false,
      age_acceptance: true,
      terms_acceptance: true,
      groups: [],
    };
    const response = await fetch(`${server.origin}/api/users`, {
      method: "POST",
      headers,
      body: JSON.stringify({ user }),
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }

  const health = await runConcurrently(() => timed(() => fetch(`${server.origin}/health`)));
  const signIn = await runConcurrently((client) =>
    timed(() =>
      fetch(`${server.origin}/api/users/sign_in`, {
        method: "POST",
        headers,
        body: JSON.stringify({ user: { email: emails[client], password } }),
      }),
    ),
  );

  const p50 = quantile(signIn, 0.5);
  const p99 = quantile(signIn, 0.99);
  const reference = quantile(health, 0.5);
  console.log(
    `sign-in under ${clients} concurrent clients, ${signIn.length} requests (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
  );
  console.log(`  sign-in  p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  console.log(`  /health  p50 ${reference.toFixed(1)} ms, p99 ${quantile(health, 0.99).toFixed(1)} ms (reference)`);
  console.log(`  ratio    sign-in p50 is ${(p50 / reference).toFixed(1)}× /health p50`);
} finally {
  server.stop();
}
