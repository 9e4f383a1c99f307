// The memory bench's reference (a child process of its own): a bare Node process that loads the
// same code as the platform (its app module, the site's server build, PGlite's module) without
// opening a database or serving, then prints process.memoryUsage() as JSON. Its RSS is the floor
// that code alone costs on this Node; the platform's RSS reads as a ratio of it.
import "../../apps/platform/src/production-env.ts";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./server.ts";

await import("../../apps/platform/src/app.ts");
await import("@electric-sql/pglite");
await import(pathToFileURL(path.join(repoRoot, "apps/web/build/server/index.js")).href);
// Lazily compiled code settles in a moment; then the figure is read as the bench reads the platform's.
await new Promise((resolve) => setTimeout(resolve, 1_000));
console.log(JSON.stringify(process.memoryUsage()));
