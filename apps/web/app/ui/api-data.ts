import type { ApiResult } from "@croupier/contract/client";
import type { LoadFailure } from "./use-load.ts";

// Kept apart from useLoad: a page whose loads need no such conversion (the deposit methods, which
// cache their own promise) does not carry it in its first load.

/**
 * An API call as a load: its data, or a LoadFailure with the answer's error text (else the first
 * field error, e.g. `{ id: ["This payment method isn`t available now…"] }`) and status.
 */
export async function apiData<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (result.ok) return result.data;
  const failure: LoadFailure = { text: result.error ?? firstError(result.errors), httpStatus: result.status };
  throw failure;
}

function firstError(errors: Record<string, string[]> | undefined): string | null {
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  return first ?? null;
}
