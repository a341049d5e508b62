// One options object (docs/architecture.md), checked in `npm test`: an exported function of the server that needs
// more than three things takes `db` (or `tx`) first and the rest in one object, `markPayoutPaid(db, { store, who,
// actor, id, body })`. Read with the TypeScript compiler's parser: every exported function declaration, and every
// exported const whose value is an arrow function or a function expression, under apps/server/src with four or
// more parameters is reported. Test files are left out. Prints each place and exits 1; one summary line when none.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');
const limit = 3;

/** The server's source files, tests left out (node's own glob). */
const sourceFiles = () =>
  fs
    .globSync('**/*.ts', { cwd: src })
    .filter((file) => !/\.(test|d)\.ts$/.test(file))
    .map((file) => path.join(src, file));

const hasExport = (node) => (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0;

/** The function a const is given: an arrow function or a function expression, through parentheses and `as`. */
function functionOf(value) {
  let node = value;
  while (
    node &&
    (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
  ) {
    node = node.expression;
  }
  return node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) ? node : null;
}

const problems = [];
let checked = 0;
for (const file of sourceFiles()) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  // Local names exported by a list (`export { a, b as c }`) count as exported too.
  const listed = new Set();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          listed.add((element.propertyName ?? element.name).text);
        }
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      listed.add(statement.expression.text);
    }
  }
  const check = (node, name, fn) => {
    checked += 1;
    if (fn.parameters.length <= limit) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(
      `${path.relative(root, file)}:${line + 1}: ${name} takes ${fn.parameters.length} parameters`,
    );
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      const name = statement.name?.text ?? 'default';
      if (hasExport(statement) || listed.has(name)) check(statement, name, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const fn = functionOf(declaration.initializer);
        const name = declaration.name.getText();
        if (fn && (hasExport(statement) || listed.has(name))) check(declaration, name, fn);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `${problems.length} exported functions with more than ${limit} parameters (db first, the rest in one options object):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Options objects: ${checked} exported server functions, none with more than ${limit} parameters.`,
);
