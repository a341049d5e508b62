/**
 * Toasts as the page saw them. An antd toast shows for 3 s; a test that polls for it over the DevTools protocol can
 * miss all of it when a loaded machine starves the test process (two full test runs on 2 cores missed three). So
 * every page of the tests keeps a log of the toasts it showed, written by a MutationObserver inside the page from
 * before its scripts run, and `waitForToast` reads the log in the page.
 */
import type { BrowserContext, Page } from 'playwright-core';

interface ToastEntry {
  text: string;
  /** performance.now() when it appeared. */
  at: number;
  /** Claimed by a test's wait: each toast counts for one wait. */
  taken: boolean;
}

declare global {
  interface Window {
    __backroomToasts?: ToastEntry[];
  }
}

/** Installs the log on every page (and every document) the context opens. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: ToastEntry[] = [];
    window.__backroomToasts = log;
    // The app shows one toast at a time and may reuse its element for the next one: a new text is a new toast.
    const lastText = new WeakMap<Element, string>();
    const scan = () => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent?.trim();
        if (!text || lastText.get(notice) === text) continue;
        lastText.set(notice, text);
        log.push({ text, at: performance.now(), taken: false });
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until the page has shown a toast reading exactly `text` in the last `recentMs` (on screen now, or come and
 * gone), and claims it, with any earlier one of the same text, so the next wait needs a new one; a toast on screen
 * with that text also counts (the app may show the same text again in the same toast). A page opened without the
 * log looks at the toast on screen only. Polled with `evaluate` (DevTools, which the page's CSP
 * allows; `waitForFunction` would need the page to allow eval).
 */
export async function waitForToast(
  page: Page,
  text: string,
  timeout = 30_000,
  recentMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    const claimed = await page.evaluate(
      ({ wanted, recent }) => {
        const onScreen = () =>
          [...document.querySelectorAll('.ant-message-notice')].some((n) => n.textContent?.trim() === wanted);
        const log = window.__backroomToasts;
        if (!log) return onScreen();
        const now = performance.now();
        const found = log.findIndex(
          (entry) => !entry.taken && entry.text === wanted && now - entry.at < recent,
        );
        // The same text shown again in the same toast makes no new entry: on screen, it counts.
        if (found < 0) return onScreen();
        for (const entry of log.slice(0, found + 1)) if (entry.text === wanted) entry.taken = true;
        return true;
      },
      { wanted: text, recent: recentMs },
    );
    if (claimed) return;
    if (Date.now() > until) {
      const shown = await page.evaluate(() => window.__backroomToasts?.map((entry) => entry.text) ?? []);
      throw new Error(`No toast "${text}" within ${timeout} ms; the page showed: ${JSON.stringify(shown)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
