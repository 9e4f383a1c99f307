// Password strength bad (score ≤ 1), weak (2), strong (3), great (4), meter widths
// 25/50/75/100 %. The estimator (zxcvbn-ts with its common dictionary) is loaded on demand only.

export type StrengthLevel = "bad" | "weak" | "strong" | "great";

export function strengthOf(score: number): { level: StrengthLevel; width: number } {
  if (score <= 1) return { level: "bad", width: 25 };
  if (score === 2) return { level: "weak", width: 50 };
  if (score === 3) return { level: "strong", width: 75 };
  return { level: "great", width: 100 };
}

let estimator: Promise<(password: string) => number> | null = null;

function loadEstimator(): Promise<(password: string) => number> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password: string) => zxcvbn.check(password).score;
    },
  );
  return estimator;
}

/** The zxcvbn score (0–4) of a password; the library is fetched on the first call. */
export async function scorePassword(password: string): Promise<number> {
  const check = await loadEstimator();
  return check(password);
}
