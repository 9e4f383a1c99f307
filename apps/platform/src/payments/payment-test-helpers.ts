import type { Payment } from "@croupier/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { call, signUp } from "../test/identity-helpers.ts";

// Helpers of the payments tests: start a deposit, drive the sandbox's hosted pages like a browser
// (form posts from the same origin), and wait for the gateway's background callback.

export const CARDS = {
  approve: "4242 4242 4242 4242",
  decline: "4000 0000 0000 0002",
  challenge: "4000 0000 0000 3220",
};

export function deposit(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown> = {},
  query = "",
): Promise<LightMyRequestResponse> {
  return call(app, "POST", `/api/payments/deposits${query}`, {
    cookie,
    payload: {
      amountValue: 50,
      id: "creditcard",
      currency: "EUR",
      paymentAction: "deposit",
      methodFieldsData: {},
      ...body,
    },
  });
}

/** Starts a deposit and answers its id and the gateway page's path. */
export async function startDeposit(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}) {
  const response = await deposit(app, cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as { id: number; state: string; redirectUrl: string };
  const url = new URL(created.redirectUrl);
  return { ...created, path: `${url.pathname}${url.search}` };
}

/** A browser's form post to the gateway (same origin, urlencoded). */
export function postForm(app: FastifyInstance, path: string, form: Record<string, string>, cookie?: string) {
  return app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

export function cardForm(number: string): Record<string, string> {
  return {
    cardNumber: number,
    cardHolder: "Jane Player",
    expiryMonth: "12",
    expiryYear: String(new Date().getUTCFullYear() + 2),
    cvv: "123",
  };
}

/** Pays on the hosted card page; answers the gateway's redirect. */
export async function payByCard(app: FastifyInstance, path: string, number: string) {
  const page = await app.inject({ method: "GET", url: path });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toMatch(/text\/html/);
  return postForm(app, path, cardForm(number));
}

/** The checkout token of a hosted page path. */
export function tokenOf(path: string): string {
  return new URL(path, "http://localhost").searchParams.get("token") ?? "";
}

/** Waits for the sandbox's background callbacks to be delivered. */
export function callbacksDelivered(app: FastifyInstance): Promise<void> {
  return app.payments.delivery.settled();
}

/** A new player with `amount` EUR deposited by card through the sandbox. */
export async function depositedPlayer(app: FastifyInstance, amount: number) {
  const player = await signUp(app);
  const { path } = await startDeposit(app, player.cookie, { amountValue: amount });
  await payByCard(app, path, CARDS.approve);
  await callbacksDelivered(app);
  return player;
}

/** The player asks for a Skrill withdrawal of `amount` EUR; answers its payment id. */
export async function requestSkrillWithdrawal(
  app: FastifyInstance,
  cookie: string,
  amount = 30,
  email = "me@example.com",
): Promise<number> {
  const response = await call(app, "POST", "/api/payments/withdrawals", {
    cookie,
    payload: { amountValue: amount, id: "skrill", currency: "EUR", methodFieldsData: { email } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

export async function paymentsOf(app: FastifyInstance, cookie: string) {
  const response = await call(app, "GET", "/api/player/payments", { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as Payment[];
}

export async function balanceOf(app: FastifyInstance, cookie: string, currency = "EUR"): Promise<number> {
  const response = await call(app, "GET", "/api/player/accounts?compatibility=false", { cookie });
  const account = (response.json() as { currency: string; amount_cents: number }[]).find(
    (item) => item.currency === currency,
  );
  return account?.amount_cents ?? 0;
}
