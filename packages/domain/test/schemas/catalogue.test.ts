import { describe, expect, it } from 'vitest';
import { consignerTypeSchema, consignerTypeUpdateSchema } from '../../src/schemas/consigner-type';
import { employeeInviteSchema, employeeUpdateSchema } from '../../src/schemas/employee';
import { mergeProductsSchema, productRequestSchema, productSchema } from '../../src/schemas/product';
import {
  checkTemplateDelete,
  checkTemplateUpdate,
  parseOptionValues,
  productTemplateSchema,
  templateOptionNames,
} from '../../src/schemas/product-template';
import { subLocationsFor, sublocationSchema, sublocationUpdateSchema } from '../../src/schemas/sublocation';
import { issues } from './helpers';

describe('product form', () => {
  const product = {
    title: 'Dunk Low Panda',
    sku: 'DD1391-100',
    brand: 'Nike',
    category: 'Sneakers',
    gender: 'Men',
    productTemplateId: 1,
    images: ['https://img.example/1.jpg'],
  };

  it('requires at least one image', () => {
    expect(issues(productSchema.safeParse({ ...product, images: [] }))).toEqual([
      ['images', 'You must upload at least one image.'],
    ]);
    expect(issues(productSchema.safeParse({ ...product, images: undefined }))).toEqual([
      ['images', 'You must upload at least one image.'],
    ]);
  });

  it('requires title, sku, brand, category, gender and a template', () => {
    const r = productSchema.safeParse({ images: ['/uploads/1/x.png'] });
    expect(issues(r)).toEqual([
      ['title', 'Title is required'],
      ['sku', 'SKU is required'],
      ['brand', 'Brand is required'],
      ['category', 'Category is required'],
      ['gender', 'Gender is required'],
      ['productTemplateId', 'Select a product template'],
    ]);
  });

  it('keeps catalogue and storefront ids optional and GTINs as size/gtin pairs', () => {
    const ok = productSchema.parse({
      ...product,
      stockXId: '',
      GTIN: [{ size: '10', gtin: '00195237031559' }],
    });
    expect(ok).toMatchObject({
      stockXId: null,
      shopifyId: null,
      GTIN: [{ size: '10', gtin: '00195237031559' }],
    });
    expect(productSchema.parse(product).GTIN).toEqual([]);
  });

  it('takes product requests and merges into a different product', () => {
    expect(productRequestSchema.parse({ title: 'Samba', productTemplateId: '3' })).toMatchObject({
      sku: null,
    });
    expect(issues(mergeProductsSchema.safeParse({ fromProductId: 4, toProductId: '4' }))).toEqual([
      ['toProductId', 'Select a product'],
    ]);
    expect(mergeProductsSchema.safeParse({ fromProductId: 4, toProductId: 5 }).success).toBe(true);
  });
});

describe('product template', () => {
  const template = {
    title: 'Sneakers',
    brand: 'Any',
    category: 'Sneakers',
    option1: 'Size',
    option1Values: '8, 9 ,10,,9',
  };

  it('trims comma-separated values and drops blanks and repeats', () => {
    expect(parseOptionValues(' 8, 9 ,10,,9')).toEqual(['8', '9', '10']);
    expect(parseOptionValues(['New ', ' Used'])).toEqual(['New', 'Used']);
    expect(parseOptionValues(null)).toEqual([]);
    expect(productTemplateSchema.parse(template)).toMatchObject({
      option1Values: ['8', '9', '10'],
      option2Values: [],
    });
  });

  it('requires title, category, brand, option 1 and its values with the spec messages', () => {
    expect(issues(productTemplateSchema.safeParse({ option1Values: ' , ' }))).toEqual([
      ['title', 'Title required'],
      ['brand', 'Brand required'],
      ['category', 'Category required'],
      ['option1', 'Option 1 required'],
      ['option1Values', 'Option 1 values required'],
    ]);
  });

  it('refuses option values without an option name', () => {
    const r = productTemplateSchema.safeParse({ ...template, option2Values: 'New', option3Values: ['A'] });
    expect(issues(r)).toEqual([
      ['option2', 'Option 2 has values, please enter title for option 2.'],
      ['option3', 'Option 3 has values, please enter title for option 3.'],
    ]);
    expect(
      productTemplateSchema.safeParse({ ...template, option2: 'Condition', option2Values: 'New' }).success,
    ).toBe(true);
  });

  it('keeps option names once created, and protects the last and used templates', () => {
    expect(templateOptionNames({ option1: 'Size', option2: ' ', option3: 'Box' })).toEqual(['Size', 'Box']);
    expect(checkTemplateUpdate({ option1: 'Size' }, { option1: 'Size ', option2: null })).toBeNull();
    expect(checkTemplateUpdate({ option1: 'Size' }, { option1: 'EU Size' })).toBe(
      'Option names cannot be edited once the template exists.',
    );
    expect(checkTemplateDelete({ templateCount: 1, inUse: false })).toBe(
      'The last template cannot be deleted.',
    );
    expect(checkTemplateDelete({ templateCount: 2, inUse: true })).toBe(
      'This template is in use and cannot be deleted.',
    );
    expect(checkTemplateDelete({ templateCount: 2, inUse: false })).toBeNull();
  });
});

describe('consigner type', () => {
  it('requires type, fee and min fee, converting numeric strings', () => {
    expect(issues(consignerTypeSchema.safeParse({ sellingFee: '', minFee: null }))).toEqual([
      ['accountType', 'Consigner type required'],
      ['sellingFee', 'Fee required'],
      ['minFee', 'Min fee required'],
    ]);
    expect(consignerTypeSchema.parse({ accountType: 'VIP', sellingFee: '12.5', minFee: '15' })).toEqual({
      accountType: 'VIP',
      sellingFee: 12.5,
      minFee: 15,
      flatFee: 0,
      isDefault: false,
      category: null,
      option1Value: null,
      option2Value: null,
      option3Value: null,
    });
  });

  it('refuses negative fees and a selling fee above 100 %', () => {
    expect(
      issues(consignerTypeSchema.safeParse({ accountType: 'A', sellingFee: 120, minFee: -1, flatFee: -2 })),
    ).toEqual([
      ['sellingFee', 'Fee must be between 0 and 100'],
      ['minFee', 'Must be 0 or more'],
      ['flatFee', 'Must be 0 or more'],
    ]);
    expect(issues(consignerTypeSchema.safeParse({ accountType: 'A', sellingFee: 'abc', minFee: 0 }))).toEqual(
      [['sellingFee', 'Fee required']],
    );
  });

  it('accepts partial inline edits', () => {
    expect(consignerTypeUpdateSchema.parse({ sellingFee: '7' })).toMatchObject({ sellingFee: 7 });
    expect(issues(consignerTypeUpdateSchema.safeParse({ accountType: '' }))).toEqual([
      ['accountType', 'Consigner type required'],
    ]);
  });
});

describe('sublocation', () => {
  it('requires a location and a name', () => {
    expect(issues(sublocationSchema.safeParse({}))).toEqual([
      ['locationName', 'Location required'],
      ['name', 'Sublocation required'],
    ]);
    expect(issues(sublocationUpdateSchema.safeParse({ name: ' ' }))).toEqual([
      ['name', 'Sublocation required'],
    ]);
  });

  it('offers the sublocations of the chosen location', () => {
    const subs = [
      { name: 'A1', locationName: 'Main' },
      { name: 'B1', locationName: 'Annex' },
    ];
    expect(subLocationsFor(subs, 'Main')).toEqual([subs[0]]);
    expect(subLocationsFor(subs, null)).toEqual([]);
  });
});

describe('employee', () => {
  it('invites with first name, last name and e-mail', () => {
    expect(issues(employeeInviteSchema.safeParse({ email: 'x' }))).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Please enter a valid email'],
    ]);
    expect(
      employeeInviteSchema.parse({ firstName: ' Bo ', lastName: 'Li', email: 'bo@shop.co' }).firstName,
    ).toBe('Bo');
  });

  it('updates access controls from the fixed list', () => {
    expect(employeeUpdateSchema.parse({ accessControls: ['Orders', 'Orders', 'Inventory'] })).toEqual({
      accessControls: ['Orders', 'Inventory'],
    });
    expect(employeeUpdateSchema.safeParse({ accessControls: ['Billing'] }).success).toBe(false);
  });
});
