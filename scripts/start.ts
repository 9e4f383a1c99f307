// `npm start`: builds the site and the back office when a build is missing or older than its
// sources, then starts the platform, which serves the site, the back office (/backoffice) and the
// API on one origin (PORT, default 3000) with the embedded database in DATA_DIR (default ./data)
// unless DATABASE_URL names a PostgreSQL server.
import { ensureBuilds } from "./ensure-builds.ts";

ensureBuilds("start");

await import("../apps/platform/src/server.ts");
