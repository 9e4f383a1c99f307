import type { StudioVerifyRequest } from "@croupier/contract/schemas/studio";

// The public verify form's fields as typed, turned into POST /api/studio/verify's body with a
// reason for each field the form itself can already refuse.

export interface VerifyFormValues {
  title: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  action: string;
  state: string;
}

export type VerifyField = keyof VerifyFormValues;
export type VerifyFieldProblem = "required" | "nonce" | "json";

export function buildVerifyRequest(
  values: VerifyFormValues,
):
  | { ok: true; request: StudioVerifyRequest }
  | { ok: false; problems: Partial<Record<VerifyField, VerifyFieldProblem>> } {
  const problems: Partial<Record<VerifyField, VerifyFieldProblem>> = {};
  for (const field of ["title", "serverSeed", "serverSeedHash", "clientSeed", "nonce", "action"] as const) {
    if (values[field].trim() === "") problems[field] = "required";
  }
  const nonce = Number(values.nonce.trim());
  if (!problems.nonce && (!Number.isSafeInteger(nonce) || nonce < 0)) problems.nonce = "nonce";
  const action = problems.action ? null : parseObject(values.action);
  if (!problems.action && action === null) problems.action = "json";
  const state = values.state.trim() === "" ? null : parseObject(values.state);
  if (values.state.trim() !== "" && state === null) problems.state = "json";
  if (Object.keys(problems).length > 0 || action === null) return { ok: false, problems };
  return {
    ok: true,
    request: {
      title_id: values.title.trim(),
      server_seed: values.serverSeed.trim(),
      server_seed_hash: values.serverSeedHash.trim().toLowerCase(),
      client_seed: values.clientSeed.trim(),
      nonce,
      state,
      action,
    },
  };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
