import ts from "typescript";

// Finds the tables a piece of TypeScript names in SQL text, so a test can hold every platform
// module to its own tables: who owns a table is read from the `pgTable("name", …)` calls of each
// module's schema.ts. SQL text is a template tagged `sql`, a string or template given to
// `sql.raw`, `execute`, `query` or `exec`, and any other string that starts like a statement
// (select, insert, update, with, …). A table counts as named when it follows a keyword that takes
// a table to read or write (from, join, into, update, table, truncate), so a column or a word that
// shares a table's name does not, nor does a foreign key's `references` (naming another module's
// table there is a schema's business, not a read).

/** The table names a module's schema.ts declares with pgTable. */
export function listDeclaredTables(schemaSource: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "pgTable") {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) names.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("schema.ts", schemaSource, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return names;
}

export interface SqlTableReference {
  table: string;
  line: number;
  /** The SQL around the reference, on one line, to find it by. */
  excerpt: string;
}

const TABLE_KEYWORDS = "(?:from|join|into|update|table|truncate)";
const TABLE_NAME = new RegExp(String.raw`\b${TABLE_KEYWORDS}\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?`, "gi");
const STATEMENT_START = /^[\s(]*(?:select|insert|update|delete|with|alter|create|drop|truncate|copy|lock)\b/i;
const SQL_CALLS = new Set(["raw", "execute", "query", "exec"]);

/**
 * Where `source` names one of `tables` in SQL text. The text of each literal is read with every
 * interpolation replaced by a placeholder, so an interpolated value never reads as a table name.
 */
export function findSqlTableReferences(source: string, tables: ReadonlySet<string>): SqlTableReference[] {
  const file = ts.createSourceFile("source.ts", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: SqlTableReference[] = [];
  const check = (literal: ts.Node, text: string) => {
    for (const match of text.matchAll(TABLE_NAME)) {
      const table = match[1]?.toLowerCase();
      if (!table || !tables.has(table)) continue;
      const start = file.getLineAndCharacterOfPosition(literal.getStart(file)).line + 1;
      found.push({
        table,
        line: start + countNewlines(text.slice(0, match.index)),
        excerpt: oneLine(text.slice(Math.max(0, match.index - 30), match.index + 60)),
      });
    }
  };
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null && (isSqlTagged(node) || isSqlCallArgument(node) || STATEMENT_START.test(text))) {
      check(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The text of a string or template literal, each interpolation a placeholder; null for other nodes. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" (value) ");
  }
  return null;
}

/** sql`…` (drizzle's tag). */
function isSqlTagged(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    parent !== undefined &&
    ts.isTaggedTemplateExpression(parent) &&
    parent.template === node &&
    ts.isIdentifier(parent.tag) &&
    parent.tag.text === "sql"
  );
}

/** An argument of sql.raw(…), db.execute(…), pool.query(…) and the like. */
function isSqlCallArgument(node: ts.Node): boolean {
  const parent = node.parent;
  if (parent === undefined || !ts.isCallExpression(parent) || !parent.arguments.includes(node as ts.Expression)) {
    return false;
  }
  const callee = parent.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : "";
  return SQL_CALLS.has(name);
}

function countNewlines(text: string): number {
  return text.split("\n").length - 1;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
