import { useCallback, useEffect, useState } from "react";

/**
 * Data a component loads after rendering. A failure keeps the words to show the player (null: the
 * generic text) and the HTTP status (0 when no answer came), so the error block can offer a retry.
 */
export type Loaded<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "failed"; error: string | null; httpStatus: number };

/**
 * Why a load gave up: what the failed state shows. A load rejects with one; any other rejection
 * (a thrown Error) fails with the generic text and no status.
 */
export interface LoadFailure {
  text: string | null;
  httpStatus: number;
}

/**
 * Runs `load` when `key` changes (and on retry) and keeps only the latest answer, so a quick
 * change of currency never shows the previous currency's data. `key` names everything `load`
 * reads.  */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> & { retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on.
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    load().then(
      (data) => {
        if (current) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (!current) return;
        const failure = (error ?? {}) as Partial<LoadFailure>;
        setState({ status: "failed", error: failure.text ?? null, httpStatus: failure.httpStatus ?? 0 });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}

/** The data once it has arrived; undefined while loading and after a failure. */
export function readyData<T>(state: Loaded<T>): T | undefined {
  return state.status === "ready" ? state.data : undefined;
}
