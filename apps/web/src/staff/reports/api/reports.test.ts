import { describe, expect, it } from 'vitest';
import { consignerReportParams, reportKeys } from './reports';

const range = { start: '2026-03-01', end: '2026-03-08' };

describe('the consigner report query', () => {
  it('sends the consigner, the range and every filter that is set', () => {
    expect(
      consignerReportParams(7, range, '2026-03-20', {
        status: 'Active',
        category: 'Sneakers',
        location: '3',
      }),
    ).toEqual({
      consigner: 7,
      dateRangeStart: '2026-03-01',
      dateRangeEnd: '2026-03-08',
      status: 'Active',
      category: 'Sneakers',
      location: '3',
    });
  });

  it('leaves out cleared filters, so clearing one widens the report again', () => {
    const params = consignerReportParams(7, range, '2026-03-20', {
      status: undefined,
      category: '',
      location: '3',
    });
    expect(params).toEqual({
      consigner: 7,
      dateRangeStart: '2026-03-01',
      dateRangeEnd: '2026-03-08',
      location: '3',
    });
    expect(Object.keys(consignerReportParams(7, range, '2026-03-20'))).toEqual([
      'consigner',
      'dateRangeStart',
      'dateRangeEnd',
    ]);
  });

  it("moves an end of the store's today to tomorrow, and only that day", () => {
    expect(consignerReportParams(7, range, '2026-03-08').dateRangeEnd).toBe('2026-03-09');
    expect(consignerReportParams(7, range, '2026-03-09').dateRangeEnd).toBe('2026-03-08');
  });

  it('caches each choice of filters apart', () => {
    expect(reportKeys.consigner(7, range, { status: 'Active' })).not.toEqual(
      reportKeys.consigner(7, range, {}),
    );
  });
});
