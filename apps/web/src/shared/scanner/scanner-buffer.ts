/**
 * Keyboard-wedge scanner input (spec 2 §9): a scanner "types" the code fast and ends it with Enter. Keys are
 * collected into a buffer; Enter hands the trimmed value over (empty values are ignored). A pause of
 * `idleMs` (500 ms) drops a half-typed buffer, and the buffer is also emptied every `clearEveryMs` (3 s) so
 * stray keys never glue onto the next scan; that interval skips a scan being typed (a key less than
 * `SCANNER_KEY_GAP_MS` ago: scanners type a key every few ms, people far slower), which it would cut in two
 * about once in a hundred scans. With `submitAfterMs` (reconciliation: 300 ms) the value is handed
 * over that long after the last key even without Enter (debounced), for scanners set up without a suffix.
 * Pure: timers only, no DOM, so the timing is unit-tested with fake timers.
 */
export interface ScannerBufferOptions {
  onScan: (value: string) => void;
  idleMs?: number;
  clearEveryMs?: number;
  submitAfterMs?: number | null;
}

export interface ScannerBuffer {
  /** One key as KeyboardEvent.key: printable characters are collected, Enter submits, others are ignored. */
  key(key: string): void;
  /** Hands the buffer over now (Enter). */
  submit(): void;
  clear(): void;
  value(): string;
  /** Stops the timers. */
  dispose(): void;
}

export const SCANNER_IDLE_MS = 500;
export const SCANNER_CLEAR_EVERY_MS = 3000;
export const RECONCILIATION_DEBOUNCE_MS = 300;
/** Keys closer together than this are a scanner typing a code: the 3 s interval does not clear mid-scan. */
export const SCANNER_KEY_GAP_MS = 100;

export function createScannerBuffer(options: ScannerBufferOptions): ScannerBuffer {
  const idleMs = options.idleMs ?? SCANNER_IDLE_MS;
  const submitAfterMs = options.submitAfterMs ?? null;
  let buffer = '';
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let submitTimer: ReturnType<typeof setTimeout> | null = null;

  const stopTimers = () => {
    if (idleTimer) clearTimeout(idleTimer);
    if (submitTimer) clearTimeout(submitTimer);
    idleTimer = null;
    submitTimer = null;
  };
  const clear = () => {
    stopTimers();
    buffer = '';
  };
  const submit = () => {
    const value = buffer.trim();
    clear();
    if (value) options.onScan(value);
  };
  const interval = setInterval(() => {
    if (Date.now() - lastKeyAt >= SCANNER_KEY_GAP_MS) clear();
  }, options.clearEveryMs ?? SCANNER_CLEAR_EVERY_MS);

  return {
    key(key) {
      if (key === 'Enter') return submit();
      if (key.length !== 1) return;
      buffer += key;
      lastKeyAt = Date.now();
      stopTimers();
      if (submitAfterMs !== null) submitTimer = setTimeout(submit, submitAfterMs);
      else idleTimer = setTimeout(clear, idleMs);
    },
    submit,
    clear,
    value: () => buffer,
    dispose() {
      stopTimers();
      clearInterval(interval);
    },
  };
}
