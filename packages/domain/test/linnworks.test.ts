import { describe, expect, it } from 'vitest';
import { linnworksSettingsSchema, orderSourceLabel } from '../src/schemas/linnworks';

const ID = '6f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f';

describe('Linnworks settings', () => {
  it('takes Linnworks ids with or without dashes; blank secret and token mean keep the saved ones', () => {
    const parsed = linnworksSettingsSchema.parse({
      applicationId: ` ${ID} `,
      applicationSecret: '',
      installationToken: ID.replaceAll('-', ''),
    });
    expect(parsed).toEqual({
      applicationId: ID,
      applicationSecret: null,
      installationToken: ID.replaceAll('-', ''),
    });
  });

  it('names the field in words when an id is wrong or missing', () => {
    const missing = linnworksSettingsSchema.safeParse({ applicationId: '' });
    expect(missing.error?.issues[0]?.message).toBe('Application ID is required');
    const bad = linnworksSettingsSchema.safeParse({ applicationId: ID, applicationSecret: 'hunter2' });
    expect(bad.error?.issues[0]?.message).toMatch(/^Application secret must be a Linnworks id/);
    const extra = linnworksSettingsSchema.safeParse({ applicationId: ID, server: 'https://evil.example' });
    expect(extra.success).toBe(false);
  });

  it('says where an order came from in the screen’s words', () => {
    expect(['local', 'shopify', 'linnworks'].map(orderSourceLabel)).toEqual(['Shop', 'Shopify', 'Linnworks']);
  });
});
