import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { check, type Diagnostics } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every regular expression of the platform and the contract goes through recheck, a ReDoS analyser:
// a pattern that backtracks (exponential or polynomial time on a crafted input) fails CI. Patterns
// are collected from the sources (regex literals, and RegExp(...) built from string literals), so a
// new one is covered without touching this file. Test files and the tests' helpers (test/ folders)
// are left out: their patterns never see client input.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const SOURCE_DIRS = ["apps/platform/src", "packages/contract/src"];
/** recheck gives up ("unknown") past this; generous, since the box running CI is often busy. */
const TIMEOUT_MS = 20_000;
/** Checks in flight at once (the native backend runs them on its own threads). */
const PARALLEL = 4;

export interface FoundPattern {
  source: string;
  flags: string;
  where: string;
}

export interface ScanResult {
  patterns: FoundPattern[];
  /** RegExp(...) calls built from something other than a string literal: they cannot be analysed. */
  dynamic: string[];
}

export function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !path.relative(ROOT, entry.parentPath).split(path.sep).includes("test"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function scanPatterns(fileName: string, text: string): ScanResult {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const patterns: FoundPattern[] = [];
  const dynamic: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf("/");
      patterns.push({ source: node.text.slice(1, slash), flags: node.text.slice(slash + 1), where: where(node) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && isRegExpCallee(node.expression)) {
      const [source, flags] = node.arguments ?? [];
      if (source && ts.isStringLiteralLike(source) && (!flags || ts.isStringLiteralLike(flags))) {
        patterns.push({ source: source.text, flags: flags?.text ?? "", where: where(node) });
      } else {
        dynamic.push(where(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { patterns, dynamic };
}

function isRegExpCallee(expression: ts.Expression): boolean {
  return ts.isIdentifier(expression) && expression.text === "RegExp";
}

async function mapInParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function describeDiagnostics(pattern: FoundPattern, result: Diagnostics): string {
  const shown = `/${pattern.source}/${pattern.flags} (${path.relative(ROOT, pattern.where)})`;
  if (result.status === "vulnerable") {
    return `${shown}: ${result.complexity.summary}, e.g. ${result.attack.pattern}`;
  }
  if (result.status === "unknown") return `${shown}: could not be analysed (${result.error.kind})`;
  return `${shown}: safe`;
}

describe("the patterns' scanner", () => {
  it("finds regex literals and RegExp built from string literals, and flags dynamic ones", () => {
    const { patterns, dynamic } = scanPatterns(
      "sample.ts",
      [
        'const a = /^[a-z]+$/i; const b = "/not a regex/";',
        'const c = new RegExp("^x+$", "g"); const d = RegExp(`^y$`);',
        "const e = new RegExp(input); // a comment /with slashes/",
      ].join("\n"),
    );
    expect(patterns.map((p) => [p.source, p.flags])).toEqual([
      ["^[a-z]+$", "i"],
      ["^x+$", "g"],
      ["^y$", ""],
    ]);
    expect(dynamic).toEqual(["sample.ts:3"]);
  });

  it("recheck tells a backtracking pattern from a linear one", async () => {
    const [slow, fast] = await Promise.all([
      check("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "", { timeout: TIMEOUT_MS }),
      check("^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$", "", { timeout: TIMEOUT_MS }),
    ]);
    expect(slow.status).toBe("vulnerable");
    expect(fast.status).toBe("safe");
  });
});

describe("every regular expression of the platform and the contract", () => {
  const files = SOURCE_DIRS.flatMap((dir) => listSourceFiles(path.join(ROOT, dir)));
  const scans = files.map((file) => scanPatterns(file, readFileSync(file, "utf8")));
  const patterns = scans.flatMap((scan) => scan.patterns);
  const dynamic = scans.flatMap((scan) => scan.dynamic);

  it("is built from a literal, so that it can be analysed", () => {
    expect(dynamic.map((where) => path.relative(ROOT, where))).toEqual([]);
  });

  it("runs in linear time (recheck finds no ReDoS)", { timeout: 120_000 }, async () => {
    const started = performance.now();
    const unique = [...new Map(patterns.map((p) => [`${p.flags}/${p.source}`, p])).values()];
    const results = await mapInParallel(unique, PARALLEL, (pattern) =>
      check(pattern.source, pattern.flags, { timeout: TIMEOUT_MS }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `ReDoS check: ${patterns.length} patterns (${unique.length} distinct) in ${files.length} files, ${seconds} s`,
    );
    expect(patterns.length).toBeGreaterThan(20);
    const problems = unique
      .map((pattern, index) => ({ pattern, result: results[index] as Diagnostics }))
      .filter(({ result }) => result.status !== "safe")
      .map(({ pattern, result }) => describeDiagnostics(pattern, result));
    expect(problems).toEqual([]);
  });
});
