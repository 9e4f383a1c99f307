// `npm run build -w apps/platform`: the platform's server as one ES module (dist/platform.mjs,
// started by dist/server.mjs), which
// `npm start`, `npm run cluster`, the container image and the end-to-end tests run. Loading one
// bundled file instead of ~600 TypeScript sources and package entry points halves the heap that
// code takes at start (bench/memory.ts; docs/benchmarks/memory-log.md has the figures): Node strips
// each source's types and its loader resolves every package's exports map, which V8 keeps.
// Tests and `npm run dev` still run the sources.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const platformDir = fileURLToPath(new URL("..", import.meta.url));
const outfile = path.join(platformDir, "dist/platform.mjs");
const entry = path.join(platformDir, "dist/server.mjs");

// The file to run. NODE_ENV must be set before React, React Router and Fastify load (see
// src/production-env.ts), but a bundle's imports of external packages are hoisted above its own
// code: so this small entry sets it, then imports the bundle.
const ENTRY = `// Made by apps/platform/scripts/bundle.ts: run this file, not platform.mjs.
process.env.NODE_ENV ??= "production";
await import("./platform.mjs");
`;

/**
 * Packages left to Node: native addons (argon2, sharp), packages that read files beside their own
 * code (PGlite's WebAssembly, the GeoIP data, Swagger UI's assets, pino's worker threads), and
 * react-router, which the site's server build imports too: both must share one copy.
 */
const EXTERNAL = [
  "argon2",
  "sharp",
  "@electric-sql/pglite",
  "geoip-country",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "pino",
  "thread-stream",
  "react-router",
  "react",
  "react-dom",
];

/**
 * The platform's own modules find files from where they are (migrations, SQL functions, the demo
 * content): each one's `import.meta.url` becomes its source file's URL, reckoned from the bundle's
 * own, so the bundle reads the same files and the checkout can move.
 */
const sourceLocations: Plugin = {
  name: "source-import-meta-url",
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]apps[\\/]platform[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join("/");
      const location = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll("import.meta.url", location), loader: "ts" };
    });
  },
};

const started = performance.now();
const result = await build({
  entryPoints: [path.join(platformDir, "src/server.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: EXTERNAL,
  plugins: [sourceLocations],
  // CommonJS packages inside an ES module still call require() for Node's built-ins.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
});
await writeFile(entry, ENTRY);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `platform: dist/server.mjs, ${(bytes / 1024 / 1024).toFixed(1)} MB from ${Object.keys(result.metafile.inputs).length} modules in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
