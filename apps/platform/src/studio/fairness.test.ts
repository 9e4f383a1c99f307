import { createHash } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../test/test-app.ts";
import { fundedPlayer, launch, postPlay, type StudioGame, startStudioApp, studio } from "./studio-test-helpers.ts";

let tdb: TestDatabase;
let app: FastifyInstance;
let slot: StudioGame;
let roulette: StudioGame;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [slot, roulette],
  } = await startStudioApp(["lantern-tide", "meridian-roulette"]));
});
afterAll(() => tdb.close());

const spin = (token: string) => postPlay(app, token, { type: "spin", bet: 100 });
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("seed rotation and verification", () => {
  it("reveals the committed seed, and each play verifies with the outcome it had", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token } = await launch(app, slot.eur, player.cookie);
    const committed = (await studio(app, "GET", "/api/studio/session", token)).json().fairness;
    // Three spins, and the free spins any of them triggers: the state before each play is kept
    // (null for a paid spin), as a verifier would take it from the previous play's answer.
    const plays: { play_id: number; stake: number; win: number; outcome: unknown }[] = [];
    const statesBefore: unknown[] = [];
    let state: unknown = null;
    while (plays.length < 3 || state !== null) {
      const response: LightMyRequestResponse =
        state === null
          ? await spin(token)
          : await studio(app, "POST", "/api/studio/play", token, { action: { type: "free_spin" } });
      expect(response.statusCode).toBe(200);
      statesBefore.push(state);
      plays.push(response.json());
      state = response.json().state;
    }

    const early = await studio(app, "GET", `/api/studio/plays/${plays[0]?.play_id}/verify`, token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("seed_not_revealed");
    const hidden = (await studio(app, "GET", "/api/studio/plays?limit=2", token)).json();
    const last = plays.length - 1;
    expect(hidden.map((row: { play_id: number }) => row.play_id)).toEqual([
      plays[last]?.play_id,
      plays[last - 1]?.play_id,
    ]);
    expect(hidden[0]).toMatchObject({ server_seed: null, server_seed_hash: committed.server_seed_hash, nonce: last });

    const rotation = await studio(app, "POST", "/api/studio/seeds/rotate", token);
    expect(rotation.statusCode).toBe(200);
    const { revealed, fairness } = rotation.json();
    expect(revealed).toMatchObject({
      server_seed_hash: committed.server_seed_hash,
      client_seed: committed.client_seed,
      plays: plays.length,
    });
    expect(sha256(revealed.server_seed)).toBe(committed.server_seed_hash);
    expect(fairness.next_nonce).toBe(0);
    expect(fairness.server_seed_hash).not.toBe(committed.server_seed_hash);
    expect(fairness.client_seed).toBe(committed.client_seed);

    for (const played of plays) {
      const verified = await studio(app, "GET", `/api/studio/plays/${played.play_id}/verify`, token);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({
        valid: true,
        reason: null,
        stake: played.stake,
        win: played.win,
        outcome: played.outcome,
      });
    }
    const listed = (await studio(app, "GET", "/api/studio/plays", token)).json();
    expect(listed[0].server_seed).toBe(revealed.server_seed);

    // Anyone can replay it from the revealed seeds; a tampered seed or hash is an answer, not an error.
    const body = {
      title_id: "lantern-tide",
      server_seed: revealed.server_seed,
      server_seed_hash: revealed.server_seed_hash,
      client_seed: revealed.client_seed,
      nonce: 0,
      state: null,
      action: { type: "spin", bet: 100 },
    };
    for (const [nonce, played] of plays.entries()) {
      const action = statesBefore[nonce] === null ? { type: "spin", bet: 100 } : { type: "free_spin" };
      const replay = await app.inject({
        method: "POST",
        url: "/api/studio/verify",
        payload: { ...body, nonce, state: statesBefore[nonce], action },
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({
        valid: true,
        reason: null,
        stake: played.stake,
        win: played.win,
        outcome: played.outcome,
      });
    }
    const tampered = `${revealed.server_seed.slice(0, -1)}${revealed.server_seed.endsWith("0") ? "1" : "0"}`;
    const wrong = await app.inject({
      method: "POST",
      url: "/api/studio/verify",
      payload: { ...body, server_seed: tampered },
    });
    expect(wrong.json()).toEqual({ valid: false, reason: "seed_hash_mismatch", stake: null, win: null, outcome: null });
    const malformed = await app.inject({
      method: "POST",
      url: "/api/studio/verify",
      payload: { ...body, server_seed: "not-hex", server_seed_hash: sha256("not-hex") },
    });
    expect(malformed.json()).toMatchObject({ valid: false, reason: "invalid_seed" });
  });

  it("refuses bad verification requests with field errors", async () => {
    const base = {
      title_id: "lantern-tide",
      server_seed: "a".repeat(64),
      server_seed_hash: sha256("a".repeat(64)),
      client_seed: "x",
      nonce: 0,
      action: { type: "spin", bet: 100 },
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title_id: "no-such-title" }, "title_id"],
      [{ ...base, nonce: -1 }, "nonce"],
      [{ ...base, action: { type: "spin", bet: 7 } }, "action.bet"],
      [{ ...base, state: { phase: "moon" } }, "state"],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({ method: "POST", url: "/api/studio/verify", payload });
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });

  it("keeps plays private to their owner", async () => {
    const owner = await fundedPlayer(app, 1_000n);
    const other = await fundedPlayer(app, 1_000n);
    const mine = await launch(app, slot.eur, owner.cookie);
    const theirs = await launch(app, slot.eur, other.cookie);
    const played = (await spin(mine.token)).json();
    await studio(app, "POST", "/api/studio/seeds/rotate", mine.token);
    expect((await studio(app, "GET", `/api/studio/plays/${played.play_id}/verify`, theirs.token)).statusCode).toBe(404);
    expect((await studio(app, "GET", "/api/studio/plays", theirs.token)).json()).toEqual([]);
    const demo = await launch(app, slot.fun);
    expect((await studio(app, "GET", `/api/studio/plays/${played.play_id}/verify`, demo.token)).statusCode).toBe(404);
  });
});

describe("PUT /api/studio/seeds/client", () => {
  it("sets the client seed of an unused pair and rotates a used one", async () => {
    const player = await fundedPlayer(app, 10_000n);
    const { token } = await launch(app, roulette.eur, player.cookie);
    const before = (await studio(app, "GET", "/api/studio/session", token)).json().fairness;
    const fresh = await studio(app, "PUT", "/api/studio/seeds/client", token, { client_seed: "lucky-sparrow" });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      server_seed_hash: before.server_seed_hash,
      client_seed: "lucky-sparrow",
      next_nonce: 0,
    });

    const played = await studio(app, "POST", "/api/studio/play", token, {
      action: { type: "place_bets", bets: [{ kind: "red", amount: 100 }] },
    });
    expect(played.json().fairness).toMatchObject({ client_seed: "lucky-sparrow", next_nonce: 1 });
    const used = await studio(app, "PUT", "/api/studio/seeds/client", token, { client_seed: "another-one" });
    expect(used.json()).toMatchObject({ client_seed: "another-one", next_nonce: 0 });
    expect(used.json().server_seed_hash).not.toBe(before.server_seed_hash);
    // The pair it was played with is revealed: the play verifies with its own client seed.
    const verified = await studio(app, "GET", `/api/studio/plays/${played.json().play_id}/verify`, token);
    expect(verified.json()).toMatchObject({ valid: true, win: played.json().win });
  });

  it("refuses client seeds that are not 1–64 printable characters without spaces", async () => {
    const { token } = await launch(app, roulette.fun);
    for (const client_seed of ["has space", "", "x".repeat(65), "ünïcode"]) {
      const response = await studio(app, "PUT", "/api/studio/seeds/client", token, { client_seed });
      expect(response.statusCode, client_seed).toBe(422);
      expect(response.json().errors).toHaveProperty("client_seed");
    }
  });
});
