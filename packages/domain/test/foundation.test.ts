/** The foundation's access rules and auth/store schemas, as the domain package ships them. */
import { describe, expect, it } from 'vitest';
import { checkAccess, hasAccessControl } from '../src/access';
import { hasAccess } from '../src/access-controls';
import * as domain from '../src/index';
import { emailSchema, loginBody, passwordSchema } from '../src/schemas/auth';
import { createStoreBody, isValidHandle, normalizeHandle } from '../src/schemas/store';

describe('access controls', () => {
  it('admins hold every control; staff hold their list; consigners none', () => {
    expect(hasAccessControl({ kind: 'employee', role: 'Admin' }, 'Settings')).toBe(true);
    expect(hasAccessControl({ kind: 'employee', role: 'Staff', accessControls: ['Orders'] }, 'Orders')).toBe(
      true,
    );
    expect(hasAccessControl({ kind: 'employee', role: 'Staff' }, 'Orders')).toBe(false);
    expect(hasAccessControl({ kind: 'consigner' }, 'Orders')).toBe(false);
    expect(hasAccess({ kind: 'system' }, 'Orders')).toBe(false);
    expect(hasAccess({ kind: 'employee', accessControls: ['Orders'], isAdmin: false }, 'Orders')).toBe(true);
  });

  it('guards routes by kind, role and control', () => {
    const staff = { kind: 'employee' as const, role: 'Staff' as const, accessControls: ['Inventory'] };
    const admin = { kind: 'employee' as const, role: 'Admin' as const };
    const seller = { kind: 'consigner' as const };
    const nobody = { kind: null };
    expect(checkAccess(nobody, { kind: 'signedIn' })).toBe('forbidden');
    expect(checkAccess(seller, { kind: 'signedIn' })).toBeNull();
    expect(checkAccess(nobody, { kind: 'login' })).toBeNull();
    expect(checkAccess(seller, { kind: 'consigner' })).toBeNull();
    expect(checkAccess(staff, { kind: 'consigner' })).toBe('forbidden');
    expect(checkAccess(seller, { kind: 'staff' })).toBe('forbidden');
    expect(checkAccess(staff, { kind: 'staff', adminOnly: true })).toBe('forbidden');
    expect(checkAccess(admin, { kind: 'staff', adminOnly: true })).toBeNull();
    expect(checkAccess(staff, { kind: 'staff', control: 'Orders' })).toBe('forbidden');
    expect(checkAccess(staff, { kind: 'staff', control: 'Inventory' })).toBeNull();
    expect(checkAccess(seller, { kind: 'staffOrConsigner', control: 'Orders' })).toBeNull();
    expect(checkAccess(nobody, { kind: 'staffOrConsigner' })).toBe('forbidden');
    expect(checkAccess(staff, { kind: 'staffOrConsigner', control: 'Orders' })).toBe('forbidden');
    expect(checkAccess(staff, { kind: 'staffOrConsigner', control: 'Inventory' })).toBeNull();
  });
});

describe('auth and store schemas', () => {
  it('normalise e-mails and check passwords', () => {
    expect(emailSchema.parse(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(passwordSchema.safeParse('short').success).toBe(false);
    expect(loginBody.parse({ email: 'a@b.co', password: 'x' }).remember).toBe(false);
  });

  it('check store handles', () => {
    expect(normalizeHandle(' Sole-Shop ')).toBe('sole-shop');
    expect(isValidHandle('sole-shop')).toBe(true);
    expect(isValidHandle('api')).toBe(false);
    expect(isValidHandle('a--b')).toBe(false);
    expect(createStoreBody.safeParse({ name: 'Sole', email: 'a@b.co', handle: 'Sole' }).success).toBe(true);
    expect(createStoreBody.safeParse({ name: 'Sole', email: 'a@b.co', handle: ' ' }).success).toBe(false);
  });
});

describe('the barrel', () => {
  it('exports the rules, schemas and texts from one place', () => {
    for (const name of [
      'transition',
      'computeFees',
      'messages',
      'storeSettingsSchema',
      'ACCESS_CONTROLS',
      'createStoreBody',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
