import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '../../src/schemas/settings';
import { issues } from './helpers';

const settings = {
  name: 'Sole Exchange',
  supportEmail: 'help@sole.example',
  redirectURL: 'https://sole.example',
  consignerUrl: 'sell.sole.example',
  inStoreUrl: 'store.sole.example',
  currency: 'zar',
  labelOptions: ['Price', 'SKU'],
  labelSize: { width: 50, height: '25' },
  signupInfo: ['Email', 'Phone'],
  payoutOptions: ['Bank'],
  shipInstructions: 'Ship to 1 Long Street',
};

describe('store settings', () => {
  it('gives each required field its own message', () => {
    expect(issues(storeSettingsSchema.safeParse({ labelSize: {} }))).toEqual([
      ['name', 'Name is required'],
      ['supportEmail', 'Support email is required'],
      ['redirectURL', 'Redirect URL email is required'],
      ['consignerUrl', 'Domain is required'],
      ['inStoreUrl', 'Domain is required'],
      ['currency', 'Currency is required'],
      ['labelOptions', 'Label option is required'],
      ['labelSize.width', 'Width is required'],
      ['labelSize.height', 'Height is required'],
      ['signupInfo', 'Signup info is required'],
      ['payoutOptions', 'Payout option is required'],
      ['shipInstructions', 'Ship instructions values required'],
    ]);
  });

  it('refuses empty lists, unknown options, unknown currencies and non-positive label sizes', () => {
    const r = storeSettingsSchema.safeParse({
      ...settings,
      currency: 'ZZZ',
      labelOptions: [],
      payoutOptions: ['Venmo'],
      labelSize: { width: 0, height: -1 },
      shipInstructions: [' '],
    });
    expect(issues(r)).toEqual([
      ['currency', 'Please select a valid currency'],
      ['labelOptions', 'Label option is required'],
      ['labelSize.width', 'Width is required'],
      ['labelSize.height', 'Height is required'],
      ['payoutOptions.0', 'Payout option is required'],
      ['shipInstructions', 'Ship instructions values required'],
    ]);
  });

  it('normalises what it keeps and fills the fee defaults', () => {
    const ok = storeSettingsSchema.parse(settings);
    expect(ok).toMatchObject({
      currency: 'ZAR',
      labelSize: { width: 50, height: 25 },
      shipInstructions: ['Ship to 1 Long Street'],
      cleaningFee: 20,
      boxFee: 20,
      withdrawFee: 0,
      withdrawEarlyDays: 0,
      payoutFee: 0,
      vatRate: 0,
      upPrice: null,
    });
  });

  it('checks percentages, whole days and tracking params', () => {
    const r = storeSettingsSchema.safeParse({
      ...settings,
      payoutFee: 101,
      vatRate: '15',
      withdrawEarlyDays: 2.5,
      shopifyTrackingParams: [{ param: '', value: 'x' }],
      labelSize: 'big',
    });
    expect(issues(r)).toEqual([
      ['payoutFee', 'Must be between 0 and 100'],
      ['withdrawEarlyDays', 'Must be a whole number'],
      ['labelSize', 'Width is required'],
      ['shopifyTrackingParams.0.param', 'Please Input Param!'],
    ]);
  });

  it('rejects keys it does not know', () => {
    expect(storeSettingsSchema.safeParse({ ...settings, handle: 'new-handle' }).success).toBe(false);
  });
});
