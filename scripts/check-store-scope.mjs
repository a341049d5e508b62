// The store predicate by default (docs/architecture.md), checked in `npm test`: a tenant query of the server says
// which store it reads or writes with `storeScoped(table, storeId, ...more)` (apps/server/src/core/store-scope.ts),
// not with a hand-written `eq(table.storeId, storeId)`. Read with the TypeScript compiler's parser: a call
// `eq(<x>.storeId, <value>)` is reported unless <value> is itself a `.storeId` column (a join's condition, which
// compares two tables' stores). Test files are left out. Prints each place and exits 1; one summary line when none.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');
const helper = path.join(src, 'core/store-scope.ts');

/** The server's source files, tests left out (node's own glob). */
const sourceFiles = () =>
  fs
    .globSync('**/*.ts', { cwd: src })
    .filter((file) => !/\.(test|d)\.ts$/.test(file))
    .map((file) => path.join(src, file));

const isStoreColumn = (node) => ts.isPropertyAccessExpression(node) && node.name.text === 'storeId';

const problems = [];
let checked = 0;
for (const file of sourceFiles()) {
  if (file === helper) continue;
  checked += 1;
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes('.storeId')) continue;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'eq' &&
      node.arguments.length === 2 &&
      isStoreColumn(node.arguments[0]) &&
      !isStoreColumn(node.arguments[1])
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      problems.push(
        `${path.relative(root, file)}:${line + 1}: ${node.getText()} → storeScoped(table, storeId, …)`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error(
    `${problems.length} hand-written store predicates (use storeScoped from core/store-scope.ts):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Store predicates: ${checked} server files, every tenant query through storeScoped.`);
