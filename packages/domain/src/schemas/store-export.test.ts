import { describe, expect, it } from 'vitest';
import { storeMoveExportSchema } from './store-export';

describe('the move-archive request', () => {
  it('takes a passphrase of 12 to 200 characters, or no secrets at all', () => {
    expect(
      storeMoveExportSchema.safeParse({ secrets: 'encrypted', passphrase: 'long enough phrase' }).success,
    ).toBe(true);
    expect(storeMoveExportSchema.safeParse({ secrets: 'omitted' }).success).toBe(true);
    const short = storeMoveExportSchema.safeParse({ secrets: 'encrypted', passphrase: 'short' });
    expect(short.error?.issues[0]?.message).toMatch(/^The passphrase must be at least 12/);
    const spaces = storeMoveExportSchema.safeParse({ secrets: 'encrypted', passphrase: ' '.repeat(20) });
    expect(spaces.success).toBe(false);
    expect(
      storeMoveExportSchema.safeParse({ secrets: 'encrypted', passphrase: 'x'.repeat(201) }).success,
    ).toBe(false);
    expect(
      storeMoveExportSchema.safeParse({ secrets: 'omitted', passphrase: 'long enough phrase' }).success,
    ).toBe(false);
    expect(storeMoveExportSchema.safeParse({}).error?.issues[0]?.message).toMatch(
      /^Choose whether the archive carries the sign-in secrets/,
    );
  });
});
