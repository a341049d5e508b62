import { describe, expect, it } from 'vitest';
import { beyondReportRange } from './ReportRangePicker';

describe('the report range picker', () => {
  it('greys out days that would make a range the server refuses (three years)', () => {
    expect(beyondReportRange('2026-01-01', '2026-01-01')).toBe(false);
    expect(beyondReportRange('2029-01-01', '2026-01-01')).toBe(false); // 1,096 days
    expect(beyondReportRange('2029-01-02', '2026-01-01')).toBe(false); // 1,097 days
    expect(beyondReportRange('2029-01-03', '2026-01-01')).toBe(true); // 1,098 days: refused
    expect(beyondReportRange('2022-12-30', '2026-01-01')).toBe(true); // picked backwards
  });
});
