/** Spec point 9: the idle timeout (two uses: the call to action and the first-deposit offer). */
export const IDLE_TIMEOUT_MS = 120_000;
