import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The map of the code (docs/architecture.md), the decisions and the READMEs name files and folders
// in `code` spans; a newcomer follows them, so each must exist. A bare name (`sign-up.ts`) or a
// partial path (`identity/sign-up.ts`) passes when some tracked file ends with it. Dated logs
// (docs/benchmarks/) keep the paths of their day and are not checked.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const DOCUMENTS = [
  "docs/architecture.md",
  "docs/decisions/001-node-24-from-npm.md",
  "docs/decisions/002-locale-choice.md",
  "docs/decisions/003-ledger.md",
  "docs/decisions/004-provider-wallet-speed.md",
  "docs/decisions/005-translations.md",
  "docs/provider-wallet-protocol.md",
  "README.md",
  "apps/platform/README.md",
  "apps/web/README.md",
];

// Paths that exist only at run time (data directories, installs, build output), bare extensions
// (`.ts`) and media types.
const NOT_IN_THE_TREE = [
  /^[A-Z_]+\//,
  /^\.\/data$/,
  /^(pglite|outbox)\/$/,
  /^node_modules\//,
  /^apps\/web\/build$/,
  /^\.\w+$/,
  /^(application|text)\//,
];

/** Every tail of every tracked path: `a/b/c.ts` gives `c.ts`, `b/c.ts`, `a/b/c.ts`, `b/`, `a/b/`... */
function trackedTails(): Set<string> {
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
  const tails = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    for (let start = 0; start < parts.length; start++) {
      tails.add(parts.slice(start).join("/"));
      for (let end = start + 1; end < parts.length; end++) tails.add(`${parts.slice(start, end).join("/")}/`);
    }
  }
  return tails;
}

/** The `code` spans of a Markdown text that look like a file or folder path. */
export function citedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]{1,200})`/g)].map((match) => match[1] ?? "");
  const looksLikePath = (span: string) =>
    /^\.?[\w@-][\w.@-]*(\/[\w.@-]+)*\/?$/.test(span) &&
    !span.startsWith("@") &&
    (span.includes("/") || /\.(ts|tsx|md|sql|json|cjs|css|html|po)$/.test(span));
  return [...new Set(spans.filter(looksLikePath))].filter((span) => !NOT_IN_THE_TREE.some((rule) => rule.test(span)));
}

describe("paths the documentation cites", () => {
  const tails = trackedTails();
  const exists = (cited: string) => tails.has(cited) || tails.has(`${cited.replace(/\/$/, "")}/`);

  it("finds paths in code spans and ignores other code", () => {
    expect(citedPaths("see `identity/sign-up.ts`, `npm test`, `DATA_DIR/outbox` and `apps/web/`")).toEqual([
      "identity/sign-up.ts",
      "apps/web/",
    ]);
    expect(exists("identity/sign-up.ts")).toBe(true);
    expect(exists("identity/sign-up-gone.ts")).toBe(false);
  });

  for (const document of DOCUMENTS) {
    it(`${document}: every cited file and folder exists`, () => {
      const cited = citedPaths(readFileSync(path.join(ROOT, document), "utf8"));
      expect(cited.filter((span) => !exists(span))).toEqual([]);
    });
  }
});
