import { describe, expect, it } from 'vitest';
import { selectMissingFirst } from '../../src/messages';
import { makeQuickAddSchema, quickAddProductSchema, setupChecklistUpdate } from '../../src/schemas/setup';
import { handleFromName } from '../../src/schemas/store';
import { SETUP_STEP_TEXTS, SETUP_STEPS, setupProgressText } from '../../src/setup-checklist';
import { issues } from './helpers';

/** The first hour of a new store (issue 33). */
describe('selectMissingFirst', () => {
  const all = ['Size', 'Condition', 'Price', 'Quantity'];
  it('names one, two or more missing fields, and the spec sentence when all are missing', () => {
    expect(selectMissingFirst(['Condition'], all)).toBe('Please select Condition first');
    expect(selectMissingFirst(['Size', 'Price'], all)).toBe('Please select Size and Price first');
    expect(selectMissingFirst(['Size', 'Condition', 'Price'], all)).toBe(
      'Please select Size, Condition, and Price first',
    );
    expect(selectMissingFirst(all, all)).toBe('Please select Size, Condition, Price, and Quantity first');
  });
});

describe('handleFromName', () => {
  it('suggests a valid handle from the company name', () => {
    expect(handleFromName('Kicks & Co.')).toBe('kicks-co');
    expect(handleFromName('  Café Sneakers ')).toBe('cafe-sneakers');
    expect(handleFromName('A')).toBe('');
    expect(handleFromName('www')).toBe('');
    expect(handleFromName(`${'x'.repeat(39)} yz`).length).toBeLessThanOrEqual(40);
  });
});

describe('the setup checklist', () => {
  it('has nine steps, each with a screen and words', () => {
    expect(SETUP_STEPS).toHaveLength(9);
    for (const key of SETUP_STEPS) expect(SETUP_STEP_TEXTS[key].path).toMatch(/^\//);
    expect(setupProgressText(4, 9)).toBe('4 of 9 done');
  });

  it('is put away with a boolean only', () => {
    expect(setupChecklistUpdate.safeParse({ dismissed: true }).success).toBe(true);
    expect(issues(setupChecklistUpdate.safeParse({ dismissed: 'yes' }))).toEqual([
      ['dismissed', 'Dismissed must be true or false'],
    ]);
    expect(setupChecklistUpdate.safeParse({ dismissed: true, other: 1 }).success).toBe(false);
  });
});

describe('the quick add', () => {
  const template = {
    option1: 'Size',
    option2: 'Condition',
    option1Values: ['9', '10'],
    option2Values: ['New', 'Used'],
  };
  const item = { option1Value: '10', option2Value: 'Used', price: 40, location: 'Main', consigner: 3 };

  it('needs a title; the photo is optional and must be an upload or a web address', () => {
    expect(issues(quickAddProductSchema.safeParse({ title: ' ', item }))).toEqual([
      ['title', 'Title is required'],
    ]);
    expect(quickAddProductSchema.parse({ title: 'Jacket', item }).image).toBeNull();
    expect(issues(quickAddProductSchema.safeParse({ title: 'Jacket', image: 'javascript:x', item }))).toEqual(
      [['image', 'Photo must be a web address starting with https://.']],
    );
  });

  it("checks the item with the template's options, naming what is missing", () => {
    const schema = makeQuickAddSchema(template);
    expect(schema.parse({ title: 'Jacket', image: '/uploads/a.jpg', item })).toMatchObject({
      title: 'Jacket',
      item: { option2Value: 'Used', price: 40, quantity: 1 },
    });
    expect(issues(schema.safeParse({ title: 'Jacket', item: { ...item, option2Value: null } }))).toEqual([
      ['item', 'Please select Condition first'],
    ]);
  });
});
