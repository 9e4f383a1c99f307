/**
 * Import rules for the whole repository, checked in CI (`npm run lint:deps`, part of `npm test`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle ties modules that should depend one way; move the shared piece down.",
      from: {},
      to: { circular: true },
    },
    {
      name: "module-owns-its-tables",
      severity: "error",
      comment:
        "A platform module owns its tables (its schema.ts); other modules call its functions. " +
        "Schemas may reference each other (foreign keys), tests may read any table.",
      from: {
        path: "^apps/platform/src/([^/]+)/",
        pathNot: ["/schema\\.ts$", "\\.test\\.ts$", "test-helpers\\.ts$", "^apps/platform/src/(db|test)/"],
      },
      to: { path: "^apps/platform/src/[^/]+/schema\\.ts$", pathNot: "^apps/platform/src/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|dist|\\.tools|\\.react-router|test-results|node_modules)/" },
    // Type-only imports count: a cycle through types still ties two modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
