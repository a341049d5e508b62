import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's script, read once per test worker. */
let axeSource: string | null = null;

/**
 * axe-core run in the page as it stands, with every rule it runs by default, reporting violations only: the
 * script is put in the page once per document, and only violations carry their nodes. AxeBuilder
 * (@axe-core/playwright) injected the script and built every passing node's details on each call, then finished the
 * run in a second page: 2.3 s of Chromium CPU per screen against 0.3 s here (docs/decisions.md). The apps have no
 * iframes to walk into.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) {
    axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return page.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((results) => results.violations),
  );
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's critical and serious findings on the page as it stands (every rule axe runs by default). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 8).map((n) => {
        // Colour contrast names the colours: which token to change is read off them.
        const data = n.any[0]?.data as
          | { fgColor?: string; bgColor?: string; contrastRatio?: number }
          | undefined;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
        return `${n.target.join(' ')}${colours} ${n.html.slice(0, 120)}`;
      }),
    }));
}

/** The text of every visible h1 on the page. */
export async function visibleH1s(page: Page): Promise<string[]> {
  return page.locator('h1:visible').allInnerTexts();
}

/**
 * The screen as it stands passes axe-core with no critical or serious violation and has exactly one visible h1
 * (the screen's title). `where` names the screen in the failure message.
 */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const findings = await seriousViolations(page);
  expect(findings, `axe-core on ${where}`).toEqual([]);
  expect(await visibleH1s(page), `one h1 on ${where}`).toHaveLength(1);
}
