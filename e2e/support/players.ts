import type { APIRequestContext } from "@playwright/test";

export const STRONG_PASSWORD = "Croupier-2026!";

let counter = 0;
/** A fresh address for each test, so tests never share a player. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@players.example`;
}

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

/** Signs a player up through the API (fixtures seed through the API, not by clicking). */
export async function signUpViaApi(request: APIRequestContext, email: string, password = STRONG_PASSWORD) {
  const response = await request.post("/api/users", {
    headers: apiHeaders,
    data: {
      user: {
        email,
        password,
        password_confirmation: password,
        currency: "EUR",
        receive_promos: false,
        age_acceptance: true,
        terms_acceptance: true,
        groups: [],
      },
    },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number; email: string };
}

export async function getPlayer(request: APIRequestContext) {
  const response = await request.get("/api/player", { headers: apiHeaders });
  return {
    status: response.status(),
    body: response.ok() ? ((await response.json()) as Record<string, unknown>) : null,
  };
}

export async function signOutViaApi(request: APIRequestContext) {
  await request.delete("/api/users/sign_out", { headers: apiHeaders });
}
