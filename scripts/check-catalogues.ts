// `npm run i18n:check`: fails when the site's message catalogues are not current, that is when
// `lingui extract` would change a .po file (a text added, changed or gone in the code without
// extraction). It runs the extraction, compares, and puts every catalogue back as it was.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("../apps/web", import.meta.url));
const locales = join(web, "app", "locales");

function readCatalogues(): Map<string, string> {
  const catalogues = new Map<string, string>();
  for (const locale of readdirSync(locales)) {
    for (const file of readdirSync(join(locales, locale))) {
      if (file.endsWith(".po")) catalogues.set(join(locale, file), readFileSync(join(locales, locale, file), "utf8"));
    }
  }
  return catalogues;
}

const before = readCatalogues();
const extract = spawnSync("npx", ["lingui", "extract", "--clean"], { cwd: web, encoding: "utf8" });
const after = readCatalogues();
for (const [file, text] of before) writeFileSync(join(locales, file), text);

if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (stale.length > 0) {
  console.error(`Message catalogues not current (run npm run i18n:extract -w apps/web): ${stale.join(", ")}`);
  process.exit(1);
}
console.log(`Message catalogues current (${before.size} files).`);
