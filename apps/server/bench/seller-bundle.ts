/**
 * The seller app's initial JavaScript, gzipped: what seller.html loads (entry and modulepreloads) and with it the
 * chunks of the first screen (the layout and Products, with their static imports). Run after the web build:
 *   node --import tsx apps/server/bench/seller-bundle.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'seller.html'), 'utf8');
const entry = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1]!);

/** A chunk and everything it imports statically. */
function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...files];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"` (dynamic import() is a later load).
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      todo.push(m[1]!);
    }
  }
  return seen;
}

const gz = (files: Iterable<string>) =>
  [...files].reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(assets, f))).length, 0);
const firstScreen = fs
  .readdirSync(assets)
  .filter((f) => /^(SellerLayout|SellerProductsPage)-.*\.js$/.test(f));
const initial = closure(entry);
const withScreen = closure([...entry, ...firstScreen]);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`seller.html entry + preloads: ${initial.size} files, ${kb(gz(initial))} gzipped`);
console.log(
  `with the first screen (layout + Products): ${withScreen.size} files, ${kb(gz(withScreen))} gzipped`,
);
// The Products pager is lazy (LazyPagination): it loads next to the first results, not before the screen shows.
const pager = fs.readdirSync(assets).filter((f) => /^pagination-.*\.js$/.test(f));
const later = [...closure(pager)].filter((f) => !withScreen.has(f));
console.log(`then the Products pager (lazy): ${later.length} files, ${kb(gz(later))} gzipped`);
