import type { ApiResult } from "@croupier/contract/client";
import { useCallback, useEffect, useState } from "react";

export type Loaded<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  /** Spec point 8: a failed method-list or address load shows the error text (with a retry). */
  | { status: "failed"; error: string | null; httpStatus: number };

/**
 * Runs an API call when `key` changes (and on retry) and keeps only the latest answer, so a quick
 * change of currency never shows the previous currency's methods.
 */
export function useApiLoad<T>(load: () => Promise<ApiResult<T>>, key: string): Loaded<T> & { retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on.
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    load().then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: "ready", data: result.data });
      else {
        setState({ status: "failed", error: result.error ?? firstError(result.errors), httpStatus: result.status });
      }
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}

/** The first message of a field-error map (`{ id: ["This payment method isn`t available now…"] }`). */
function firstError(errors: Record<string, string[]> | undefined): string | null {
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  return first ?? null;
}
