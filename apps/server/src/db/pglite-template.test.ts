import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the install script is plain JavaScript
import { makePgliteTemplate } from '../../../../scripts/pglite-template.mjs';
import { openDatabase } from './client';
import { readPgliteTemplate } from './pglite-template';

describe('the embedded database made from the install-time template', () => {
  it('starts a new data directory from the template, migrates it, and keeps what was written after a restart', async () => {
    await makePgliteTemplate();
    expect(readPgliteTemplate()).not.toBeNull();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-template-'));

    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const rows = await again.db.execute<{ note: string }>(sql`select note from kept`);
    const migrated = await again.db.execute<{ t: string | null }>(
      sql`select to_regclass('stores')::text as t`,
    );
    await again.close();
    expect((rows as unknown as { rows: { note: string }[] }).rows[0]?.note).toBe('still here');
    expect((migrated as unknown as { rows: { t: string | null }[] }).rows[0]?.t).toBe('stores');
  }, 120_000);
});
