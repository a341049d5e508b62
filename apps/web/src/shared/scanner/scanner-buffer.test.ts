import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScannerBuffer, type ScannerBuffer } from './scanner-buffer';

let scans: string[];
let buffer: ScannerBuffer;
const type = (text: string, gapMs = 10) => {
  for (const ch of text) {
    buffer.key(ch);
    vi.advanceTimersByTime(gapMs);
  }
};

beforeEach(() => {
  vi.useFakeTimers();
  scans = [];
});
afterEach(() => {
  buffer.dispose();
  vi.useRealTimers();
});

describe('keyboard-wedge buffer (intake)', () => {
  beforeEach(() => {
    buffer = createScannerBuffer({ onScan: (v) => scans.push(v) });
  });

  it('hands over the typed code on Enter, trimmed', () => {
    type('  shop_123456 ');
    buffer.key('Enter');
    expect(scans).toEqual(['shop_123456']);
    expect(buffer.value()).toBe('');
  });

  it('ignores an empty or blank scan and non-character keys', () => {
    buffer.key('Enter');
    type('   ');
    buffer.key('Shift');
    buffer.key('Enter');
    expect(scans).toEqual([]);
  });

  it('drops a half-typed buffer after 500 ms without a key', () => {
    type('abc');
    vi.advanceTimersByTime(499 - 10);
    expect(buffer.value()).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(buffer.value()).toBe('');
    type('123');
    buffer.key('Enter');
    expect(scans).toEqual(['123']);
  });

  it('keys arriving faster than the idle time keep building one code', () => {
    type('0123456789', 250);
    buffer.key('Enter');
    expect(scans).toEqual(['0123456789']);
  });

  it('empties the buffer every 3 s even while keys keep coming', () => {
    // Keys 400 ms apart never reach the idle time, but the interval clears at 3,000 ms.
    type('abcdefgh', 400); // keys at 0 … 2,800 ms; the clock is now at 3,200 ms
    expect(buffer.value()).toBe('');
    type('yz', 100);
    buffer.key('Enter');
    expect(scans).toEqual(['yz']);
  });

  it('does not cut a fast scan that straddles the 3 s clear in two', () => {
    vi.advanceTimersByTime(2900);
    type('shop_123456', 20); // keys at 2,900 … 3,100 ms: the interval fires mid-scan
    buffer.key('Enter');
    expect(scans).toEqual(['shop_123456']);
  });

  it('stops its timers when disposed', () => {
    type('abc');
    buffer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(buffer.value()).toBe('abc');
  });
});

describe('debounced buffer (reconciliation, 300 ms)', () => {
  beforeEach(() => {
    buffer = createScannerBuffer({ onScan: (v) => scans.push(v), submitAfterMs: 300 });
  });

  it('hands the code over 300 ms after the last key, without Enter', () => {
    type('ABC-1', 20);
    vi.advanceTimersByTime(279);
    expect(scans).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scans).toEqual(['ABC-1']);
  });

  it('Enter hands it over at once, and only once', () => {
    type('ABC-2');
    buffer.key('Enter');
    vi.advanceTimersByTime(1000);
    expect(scans).toEqual(['ABC-2']);
  });

  it('two scans 300 ms apart are two codes', () => {
    type('A1', 5);
    vi.advanceTimersByTime(300);
    type('B2', 5);
    vi.advanceTimersByTime(300);
    expect(scans).toEqual(['A1', 'B2']);
  });
});
