// `npm run ledger:check`: verifies every ledger invariant on the configured database (DATABASE_URL
// and DATABASE_SCHEMA, else the PGlite in DATA_DIR; with PGlite, stop the server first: one process
// per data directory). Prints a summary; exits 1 on any breach or when the check cannot run.
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/open-database.ts";
import { checkLedger, formatLedgerReport } from "./invariants.ts";

const config = loadConfig(process.env);
const database = await openDatabase(config);
try {
  const report = await checkLedger(database.db);
  console.log(formatLedgerReport(report));
  process.exitCode = report.breaches.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`ledger check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
