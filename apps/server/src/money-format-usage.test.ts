// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the samples are source lines, read as text on purpose
/**
 * A lint as a test (issue 29 item 10): money is written by packages/domain/src/money-format.ts alone. Every source
 * file of the staff back office and seller portal (apps/web/src) and of the server's PDFs, e-mails and CSVs
 * (apps/server/src) is read, and a line that formats money by hand fails here with its file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['apps/web/src', 'apps/server/src'];

/** What formats money outside money-format.ts, and what to call instead. */
const RULES: { name: string; pattern: RegExp; instead: string }[] = [
  {
    name: 'Intl.NumberFormat',
    pattern: /Intl\.NumberFormat/,
    instead: 'formatMoney / formatAmount',
  },
  { name: 'toFixed', pattern: /\.toFixed\(/, instead: 'formatMoney / formatMoneyForCsv' },
  {
    name: 'toLocaleString with currency or fraction digits',
    pattern: /toLocaleString\([^)]*(currency|FractionDigits)/,
    instead: 'formatMoney / formatAmount',
  },
  { name: 'a "$" written before an amount', pattern: /\$\$\{|['"]\$['"]\s*\+/, instead: 'formatMoney' },
  { name: 'a currency symbol written before an amount', pattern: /[€£¥]\$\{/, instead: 'formatMoney' },
  {
    name: 'currencySymbol glued to an amount',
    pattern: /\$\{(currencySymbol\([^)]*\)|symbol)\}\s*\$\{/,
    instead: 'formatMoney (currencySymbol is for input prefixes)',
  },
  {
    name: 'minorToDecimalString',
    pattern: /minorToDecimalString\(/,
    instead: 'formatMoneyForCsv for a CSV cell, fromMinor for an API amount, formatMoney for text',
  },
];

/** Lines that match a rule without writing money for a person, each with why. */
const ALLOWED: { file: string; line: string; why: string }[] = [
  {
    file: 'apps/server/src/features/linnworks/map-order.ts',
    line: '.toFixed(6), currency)',
    why: "reads Linnworks' float into an exact decimal before toMinor; nothing is shown",
  },
  {
    file: 'apps/server/src/features/store-export/import-command.ts',
    line: '/ 1000).toFixed(1)',
    why: 'seconds in a command-line log, not money',
  },
  {
    file: 'apps/web/src/staff/reports/charts/DailyChart.tsx',
    line: '${xAt(i).toFixed(1)},${y(numberAt(row, s.key)).toFixed(1)}',
    why: "an SVG path's pixel coordinates, not money",
  },
  {
    file: 'apps/server/src/storefront/local-test-shop.ts',
    line: 'price: minorToDecimalString(item.price, store.currency),',
    why: "the local test shop's listing payload, in Shopify's decimal-string form; not text for a person",
  },
  {
    file: 'apps/server/src/storefront/shopify.ts',
    line: 'price: minorToDecimalString(',
    why: "Shopify's API takes a price as a decimal string; a payload, not text for a person",
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.(test|e2e)\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** Every line in the scanned sources that formats money by hand, as "file:line: rule (use …)". */
function handMadeMoney(): string[] {
  const found: string[] = [];
  for (const dir of SCANNED) {
    for (const path of sourceFiles(join(ROOT, dir))) {
      const file = relative(ROOT, path).replaceAll('\\', '/');
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          for (const rule of RULES) {
            if (!rule.pattern.test(text)) continue;
            if (ALLOWED.some((a) => a.file === file && text.includes(a.line))) continue;
            found.push(`${file}:${i + 1}: ${rule.name} (use ${rule.instead}): ${text.trim()}`);
          }
        });
    }
  }
  return found;
}

describe('money is formatted by packages/domain/src/money-format.ts alone', () => {
  it('finds no hand-made money in apps/web/src or apps/server/src', () => {
    expect(handMadeMoney()).toEqual([]);
  });

  it('reads every screen and server source it promises to', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((p) => relative(ROOT, p));
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain(join('apps/web/src/staff/dashboard/DashboardPage.tsx'));
    expect(files).toContain(join('apps/server/src/features/payouts/emails.ts'));
    expect(files).toContain(join('apps/server/src/features/labels/manifest.ts'));
  });

  it('catches each way of writing money by hand', () => {
    const samples: [string, string][] = [
      ['Intl.NumberFormat', "new Intl.NumberFormat('en-US', { style: 'currency', currency })"],
      ['toFixed', 'const text = (cents / 100).toFixed(2);'],
      [
        'toLocaleString with currency or fraction digits',
        "n.toLocaleString('en-US', { minimumFractionDigits: 2 })",
      ],
      ['a "$" written before an amount', 'return `Total $${total}`;'],
      ['a "$" written before an amount', "return '$' + total;"],
      ['a currency symbol written before an amount', 'return `€${total}`;'],
      ['currencySymbol glued to an amount', 'return `${currencySymbol(currency)}${amount}`;'],
      ['currencySymbol glued to an amount', 'value={`${symbol}${abbreviateNumber(v)}`}'],
      ['minorToDecimalString', 'minorToDecimalString(requested, currency)'],
    ];
    for (const [name, line] of samples) {
      expect(RULES.find((r) => r.name === name)?.pattern.test(line), `${name}: ${line}`).toBe(true);
    }
    const fine = [
      'formatMoney(total, currency)',
      'prefix={currencySymbol(currency)}',
      'const price = `${a} ${b}`;',
    ];
    for (const line of fine) expect(RULES.filter((r) => r.pattern.test(line)).map((r) => r.name)).toEqual([]);
  });
});
