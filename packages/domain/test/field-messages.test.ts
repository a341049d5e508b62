import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, issueSentence } from '../src';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!.message;
};

describe('validation failures in words', () => {
  it('names nested and listed fields as a person would read them', () => {
    expect(fieldLabel(['profile', 'firstName'])).toBe('First name');
    expect(fieldLabel(['inventoryFormArray', 0, 'price'])).toBe('Price (line 1)');
    expect(fieldLabel(['redirectURL'])).toBe('Redirect URL');
    expect(fieldLabel(['option2Value'])).toBe('Option 2 value');
    expect(fieldLabel(['productSku'])).toBe('Product SKU');
    expect(fieldLabel([])).toBe('This value');
  });

  it('turns the validator codes into sentences with the field label and no jargon', () => {
    const schema = z.strictObject({
      profile: z.strictObject({ firstName: z.string().max(100) }),
      pageSize: z.number().int().min(1).max(100),
      email: z.email(),
      kind: z.enum(['Consigner', 'Store']),
      items: z.array(z.strictObject({ price: z.number().positive() })).min(1),
    });
    const valid = {
      profile: { firstName: 'Ann' },
      pageSize: 10,
      email: 'a@b.co',
      kind: 'Store',
      items: [{ price: 1 }],
    };
    expect(firstMessage(schema, { ...valid, profile: { firstName: 'x'.repeat(300) } })).toBe(
      'First name must be at most 100 characters.',
    );
    expect(firstMessage(schema, { ...valid, pageSize: Number.NaN })).toBe('Page size must be a number.');
    expect(firstMessage(schema, { ...valid, pageSize: 1.5 })).toBe('Page size must be a whole number.');
    expect(firstMessage(schema, { ...valid, pageSize: 1000 })).toBe('Page size must be at most 100.');
    expect(firstMessage(schema, { ...valid, email: 'nope' })).toBe('E-mail must be a valid e-mail address.');
    expect(firstMessage(schema, { ...valid, kind: 'x' })).toBe('Kind must be one of: Consigner, Store.');
    expect(firstMessage(schema, { ...valid, items: [{ price: -50 }] })).toBe(
      'Price (line 1) must be more than 0.',
    );
    expect(firstMessage(schema, { ...valid, items: [] })).toBe('Items needs at least one entry.');
    expect(firstMessage(schema, { ...valid, profile: undefined })).toBe('Profile is required.');
    expect(firstMessage(schema, { ...valid, extra: 1 })).toBe('“extra” is not something this form accepts.');
    expect(firstMessage(schema, 'text')).toBe('The request must be a JSON object.');
  });

  it('prefers a title given to the schema, and a message the schema gives itself', () => {
    const schema = z.strictObject({
      qty: z.number().max(5).meta({ title: 'Quantity' }),
      price: z.number({ error: 'Please enter a price' }),
    });
    expect(firstMessage(schema, { qty: 9, price: 1 })).toBe('Quantity must be at most 5.');
    expect(firstMessage(schema, { qty: 1, price: 'x' })).toBe('Please enter a price');
  });
});

describe('issueSentence', () => {
  it('puts the label before a bare predicate and leaves a sentence that names its field alone', () => {
    expect(issueSentence({ path: ['cleaningFee'], message: 'Must be 0 or more' })).toBe(
      'Cleaning fee must be 0 or more.',
    );
    expect(issueSentence({ path: ['isActive'], message: 'Is active must be true or false.' })).toBe(
      'Is active must be true or false.',
    );
    expect(issueSentence({ path: ['price'], message: 'Please enter a price' })).toBe('Please enter a price');
  });
});
