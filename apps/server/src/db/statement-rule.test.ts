import { loadModule, parseSync } from 'libpg-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementProblems } from './statement-rule';

const tenant = new Set(['inventories', 'consigners', 'jobs']);
const problems = (sql: string) => statementProblems(parseSync(sql), tenant);

beforeAll(async () => {
  await loadModule();
});

describe('the store rule for statements', () => {
  it('passes reads, changes and inserts that say which store', () => {
    expect(
      problems('select "id" from "inventories" where "inventories"."store_id" = $1 and "id" = $2'),
    ).toEqual([]);
    expect(problems('update inventories set price = $1 where store_id = $2 and id = $3')).toEqual([]);
    expect(problems('delete from consigners c where c.store_id = $1 and c.id = $2')).toEqual([]);
    expect(problems('insert into inventories (store_id, price) values ($1, $2)')).toEqual([]);
    expect(
      problems(
        `select i.id from inventories i join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
          where i.store_id = $1`,
      ),
    ).toEqual([]);
  });

  it('finds a lookup by id alone, a join on id alone and an insert without the store', () => {
    expect(problems('select * from inventories where id = $1')).toEqual([
      { table: 'inventories', kind: 'read' },
    ]);
    expect(problems('update "consigners" set "balance" = 0 where "consigners"."id" = $1')).toEqual([
      { table: 'consigners', kind: 'update' },
    ]);
    expect(
      problems(
        'select i.id from inventories i join consigners c on c.id = i.consigner_id where i.store_id = $1',
      ),
    ).toEqual([{ table: 'consigners', kind: 'read' }]);
    expect(problems('insert into jobs (name) values ($1)')).toEqual([{ table: 'jobs', kind: 'insert' }]);
  });

  it('checks each subquery and CTE on its own, and lets reference tables and CTE names be', () => {
    expect(
      problems(
        `with picked as (select id from inventories where store_id = $1)
          select * from picked join stores on stores.id = $1`,
      ),
    ).toEqual([]);
    expect(
      problems(
        `update inventories set price = 1 where store_id = $1
          and consigner_id in (select id from consigners where email = $2)`,
      ),
    ).toEqual([{ table: 'consigners', kind: 'read' }]);
  });
});
