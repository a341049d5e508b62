import { describe, expect, it } from 'vitest';
import { isSafeWebAddress } from '../../src/schemas/common';
import { productSchema } from '../../src/schemas/product';
import { storeSettingsSchema } from '../../src/schemas/settings';

describe('web addresses (issue 13.6)', () => {
  it.each([
    'https://shop.example.com',
    'http://demo.localhost:3000/login',
    'https://cdn.example.com/a/b.png?v=2#x',
    '/uploads/7/logo.png',
    '/demo-images/jordan-1.svg',
  ])('accepts %s', (value) => expect(isSafeWebAddress(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x.png',
    'https://',
    'https://user@evil.example',
    'ftp://example.com/file',
    'vbscript:msgbox',
    'shop.example.com',
  ])('refuses %s', (value) => expect(isSafeWebAddress(value)).toBe(false));

  it('refuses a script URL in store settings and product images with a message naming the field', () => {
    const settings = storeSettingsSchema.shape.logo.safeParse('javascript:alert(document.cookie)');
    expect(settings.success).toBe(false);
    expect(settings.error?.issues[0]?.message).toBe('Logo must be a web address starting with https://.');
    const redirect = storeSettingsSchema.shape.redirectURL.safeParse('javascript:alert(1)');
    expect(redirect.error?.issues[0]?.message).toBe(
      'Redirect URL must be a web address starting with https://.',
    );
    const images = productSchema.shape.images.safeParse(['data:image/svg+xml,<svg onload=alert(1)>']);
    expect(images.success).toBe(false);
  });
});
