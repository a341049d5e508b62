import { describe, expect, it } from 'vitest';
import {
  acceptInventorySchema,
  acceptTransferSchema,
  makeAddInventoryLineSchema,
  makeAddInventorySchema,
  priceChangeSchema,
  scanSetupSchema,
  storeRequestSchema,
  transferSchema,
} from '../../src/schemas/inventory';
import { issues } from './helpers';

const template = {
  option1: 'Size',
  option2: 'Condition',
  option3: null,
  option1Values: ['9', '10'],
  option2Values: ['New', 'Used'],
};
const FIRST = 'Please select Size, Condition, Price, and Quantity first';

describe('add-inventory lines', () => {
  const consignerLine = makeAddInventoryLineSchema(template, { staff: false });
  const staffLine = makeAddInventoryLineSchema(template, { staff: true });
  const line = { option1Value: '10', option2Value: 'New', price: '120', quantity: 2 };

  it('name exactly what is missing (issue 33), and everything in the spec sentence', () => {
    for (const [bad, message] of [
      [{ ...line, option1Value: '' }, 'Please select Size first'],
      [{ ...line, option2Value: undefined }, 'Please select Condition first'],
      [{ ...line, price: 0 }, 'Please select Price first'],
      [{ ...line, price: '' }, 'Please select Price first'],
      [{ ...line, quantity: 0 }, 'Please select Quantity first'],
      [{ ...line, quantity: 1.5 }, 'Please select Quantity first'],
      [{ ...line, option2Value: null, price: 0 }, 'Please select Condition and Price first'],
      [{ price: '', quantity: 1 }, 'Please select Size, Condition, and Price first'],
      [{ price: '', quantity: 0 }, FIRST],
    ] as const) {
      expect(issues(consignerLine.safeParse(bad))).toEqual([['', message]]);
    }
  });

  it('name only the options the template has', () => {
    const sizeOnly = makeAddInventoryLineSchema({ option1: 'Size' }, { staff: false });
    expect(issues(sizeOnly.safeParse({ price: 1 }))).toEqual([['', 'Please select Size first']]);
    expect(issues(sizeOnly.safeParse({ price: '', quantity: 0 }))).toEqual([
      ['', 'Please select Size, Price, and Quantity first'],
    ]);
    expect(sizeOnly.parse({ option1Value: 'M', price: 1 })).toMatchObject({ quantity: 1, price: 1 });
  });

  it('accept only values the template offers', () => {
    expect(issues(consignerLine.safeParse({ ...line, option1Value: '15', option2Value: 'Mint' }))).toEqual([
      ['option1Value', 'Please select an option'],
      ['option2Value', 'Please select a valid option 2'],
    ]);
    const three = makeAddInventoryLineSchema(
      { option1: 'Size', option3: 'Box', option3Values: ['OG'] },
      { staff: false },
    );
    expect(issues(three.safeParse({ option1Value: '9', option3Value: 'None', price: 1 }))).toEqual([
      ['option3Value', 'Please select a valid option 3'],
    ]);
  });

  it('need a location and a consigner from staff', () => {
    expect(issues(staffLine.safeParse(line))).toEqual([
      ['location', 'Please select a location'],
      ['consigner', 'Please select a consigner'],
    ]);
    expect(staffLine.parse({ ...line, location: 'Main', consigner: 4 })).toMatchObject({
      price: 120,
      location: 'Main',
    });
    expect(consignerLine.parse(line)).toMatchObject({ price: 120, quantity: 2, location: null });
  });

  it('need at least one line', () => {
    const body = makeAddInventorySchema(template, { staff: false });
    expect(issues(body.safeParse({ inventoryFormArray: [] }))).toEqual([
      ['inventoryFormArray', 'No item has been added for review'],
    ]);
    expect(body.safeParse({ inventoryFormArray: [line] }).success).toBe(true);
  });
});

describe('price change', () => {
  it('says "Please enter a price" when empty and "valuee" when not above 0', () => {
    expect(issues(priceChangeSchema.safeParse({ requestedPrice: '' }))).toEqual([
      ['requestedPrice', 'Please enter a price'],
    ]);
    expect(issues(priceChangeSchema.safeParse({}))).toEqual([['requestedPrice', 'Please enter a price']]);
    expect(issues(priceChangeSchema.safeParse({ requestedPrice: 0 }))).toEqual([
      ['requestedPrice', 'You must set the valuee for the price change'],
    ]);
    expect(priceChangeSchema.parse({ requestedPrice: '99.5' })).toEqual({ requestedPrice: 99.5 });
  });
});

describe('accepting and transfers', () => {
  it('accepting needs a selection and a location', () => {
    expect(issues(acceptInventorySchema.safeParse({ ids: [], location: '' }))).toEqual([
      ['ids', 'Please select at least 1 item'],
      ['location', 'You must add the location of the inventory'],
    ]);
    expect(acceptInventorySchema.parse({ ids: [1], location: 'Main', paymentType: 'auto' })).toMatchObject({
      paymentType: 'auto',
      subLocation: null,
    });
  });

  it('transfers need a location', () => {
    expect(issues(transferSchema.safeParse({ ids: [1] }))).toEqual([
      ['location', 'Please select a location'],
    ]);
    expect(
      transferSchema.parse({ ids: ['a'], location: 'Annex', overrideOption: 'option3Value' }).overrideOption,
    ).toBe('option3Value');
    expect(issues(acceptTransferSchema.safeParse({ ids: [1], location: ' ' }))).toEqual([
      ['location', 'Please select a location'],
    ]);
  });
});

describe('store requests', () => {
  it('take a price range for Consignment and a price for Buying', () => {
    expect(
      storeRequestSchema.parse({ saleType: 'Consignment', productId: 1, priceRange: ['80', 120] }),
    ).toMatchObject({
      priceRange: [80, 120],
    });
    expect(
      issues(storeRequestSchema.safeParse({ saleType: 'Consignment', productId: 1, priceRange: [120, 80] })),
    ).toEqual([['priceRange', 'Please enter a valid price range']]);
    expect(issues(storeRequestSchema.safeParse({ saleType: 'Buying', productId: 1, price: 0 }))).toEqual([
      ['price', 'Please enter a price'],
    ]);
  });
});

describe('scan intake', () => {
  it('needs a location and a consigner before scanning', () => {
    expect(issues(scanSetupSchema.safeParse({ location: 'Main' }))).toEqual([
      ['consigner', 'Please select a location and a consigner'],
    ]);
    expect(issues(scanSetupSchema.safeParse({ consigner: 3 }))).toEqual([
      ['location', 'Please select a location and a consigner'],
    ]);
    expect(scanSetupSchema.safeParse({ location: 'Main', consigner: '3' }).success).toBe(true);
  });
});
