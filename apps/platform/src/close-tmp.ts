import { createServer } from "node:net";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
const blocker = createServer().listen(3997, "0.0.0.0");
const app = await buildApp({ ...loadConfig({ DATA_DIR: "/tmp/cr3", LOG_LEVEL: process.env.LL ?? "silent" }), ssrToken: "x" });
try { await app.listen({ port: 3997, host: "0.0.0.0" }); } catch (e) { console.log("listen failed", (e as Error).message); }
let t = performance.now();
await app.close();
console.log("closed", Math.round(performance.now() - t));
blocker.close();
