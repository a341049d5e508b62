/**
 * The statement half of "ready to distribute by store" (issue #18.3): a statement that reads or changes a tenant
 * table must say which store, so that on a cluster distributed by `store_id` it is routed to one node. Checked on
 * the parse tree PostgreSQL's own parser produces (libpg-query), for every statement the server sends while the API
 * tests run (apps/server/test/statement-check.ts).
 *
 * The rule, per statement scope (a SELECT, UPDATE, DELETE or INSERT, each CTE and subquery its own scope): every
 * tenant table it reads or changes appears in a `store_id` column reference of the scope's conditions (WHERE, JOIN
 * ON, or a subquery within them), either qualified by the table's name or alias, or unqualified. An INSERT must name
 * `store_id` among its columns. Reference tables (no `store_id`) and CTE names are free.
 */

/** A node of libpg-query's JSON parse tree: `{ NodeType: { ...fields } }`, arrays and scalars. */
type Node = unknown;

export interface StatementProblem {
  table: string;
  kind: 'read' | 'insert' | 'update' | 'delete';
}

interface TableRef {
  table: string;
  alias: string;
  kind: StatementProblem['kind'];
}

const isObject = (value: Node): value is Record<string, Node> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every node of `type` anywhere below `node`. */
function findAll(node: Node, type: string, found: Record<string, Node>[] = []): Record<string, Node>[] {
  if (Array.isArray(node)) {
    for (const child of node) findAll(child, type, found);
  } else if (isObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (key === type && isObject(child)) found.push(child);
      findAll(child, type, found);
    }
  }
  return found;
}

function columnName(ref: Record<string, Node>): string[] {
  const fields = Array.isArray(ref.fields) ? ref.fields : [];
  return fields.map((f) => (isObject(f) && isObject(f.String) ? String(f.String.sval) : '*'));
}

/** The aliases a `store_id` column reference in `conditions` names; '' for an unqualified `store_id`. */
function storeAnchors(conditions: Node[]): Set<string> {
  const anchors = new Set<string>();
  for (const condition of conditions) {
    for (const ref of findAll(condition, 'ColumnRef')) {
      const parts = columnName(ref);
      if (parts.at(-1) !== 'store_id') continue;
      anchors.add(parts.length > 1 ? parts.at(-2)! : '');
    }
  }
  return anchors;
}

/** The tables of a FROM list or join tree, not descending into subqueries (each is its own scope). */
function tablesOf(from: Node, kind: TableRef['kind'], out: TableRef[] = []): TableRef[] {
  if (Array.isArray(from)) {
    for (const item of from) tablesOf(item, kind, out);
  } else if (isObject(from)) {
    if (isObject(from.RangeVar)) out.push(rangeVar(from.RangeVar, kind));
    if (isObject(from.JoinExpr)) {
      tablesOf(from.JoinExpr.larg, kind, out);
      tablesOf(from.JoinExpr.rarg, kind, out);
    }
  }
  return out;
}

function rangeVar(node: Record<string, Node>, kind: TableRef['kind']): TableRef {
  const table = String(node.relname);
  const alias = isObject(node.alias) ? String(node.alias.aliasname) : table;
  return { table, alias, kind };
}

/** JOIN … ON conditions of a FROM list (they anchor tables like WHERE does). */
function joinConditions(from: Node): Node[] {
  return findAll(from, 'JoinExpr').map((join) => join.quals);
}

function scopeProblems(
  tables: TableRef[],
  conditions: Node[],
  tenantTables: ReadonlySet<string>,
  cteNames: ReadonlySet<string>,
): StatementProblem[] {
  const anchors = storeAnchors(conditions);
  return tables
    .filter((t) => tenantTables.has(t.table) && !cteNames.has(t.table))
    .filter((t) => !anchors.has(t.alias) && !anchors.has(t.table) && !anchors.has(''))
    .map(({ table, kind }) => ({ table, kind }));
}

/** The problems of one parsed statement (libpg-query's `parseSync(sql)`), none when it follows the rule. */
export function statementProblems(parsed: Node, tenantTables: ReadonlySet<string>): StatementProblem[] {
  const cteNames = new Set(findAll(parsed, 'CommonTableExpr').map((cte) => String(cte.ctename)));
  const problems: StatementProblem[] = [];
  for (const select of findAll(parsed, 'SelectStmt')) {
    const from = select.fromClause ?? [];
    const conditions = [select.whereClause, ...joinConditions(from), select.havingClause];
    problems.push(...scopeProblems(tablesOf(from, 'read'), conditions, tenantTables, cteNames));
  }
  for (const update of findAll(parsed, 'UpdateStmt')) {
    const from = update.fromClause ?? [];
    const tables = [rangeVar(update.relation as Record<string, Node>, 'update'), ...tablesOf(from, 'read')];
    const conditions = [update.whereClause, ...joinConditions(from)];
    problems.push(...scopeProblems(tables, conditions, tenantTables, cteNames));
  }
  for (const remove of findAll(parsed, 'DeleteStmt')) {
    const using = remove.usingClause ?? [];
    const tables = [rangeVar(remove.relation as Record<string, Node>, 'delete'), ...tablesOf(using, 'read')];
    const conditions = [remove.whereClause, ...joinConditions(using)];
    problems.push(...scopeProblems(tables, conditions, tenantTables, cteNames));
  }
  for (const insert of findAll(parsed, 'InsertStmt')) {
    const target = rangeVar(insert.relation as Record<string, Node>, 'insert');
    if (!tenantTables.has(target.table)) continue;
    const columns = findAll(insert.cols ?? [], 'ResTarget').map((col) => String(col.name));
    if (!columns.includes('store_id')) problems.push({ table: target.table, kind: 'insert' });
  }
  return problems;
}
