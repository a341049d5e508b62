import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox('a-key-of-at-least-thirty-two-characters!');

describe('secret box', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const a = box.seal('6f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f', 'linnworks:1:applicationSecret');
    const b = box.seal('6f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f', 'linnworks:1:applicationSecret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('6f1c2d3e');
    expect(box.open(a, 'linnworks:1:applicationSecret')).toBe('6f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f');
  });

  it('refuses a ciphertext moved to another store or field, changed, or under another key', () => {
    const sealed = box.seal('secret', 'linnworks:1:installationToken');
    expect(() => box.open(sealed, 'linnworks:2:installationToken')).toThrow();
    expect(() => box.open(sealed, 'linnworks:1:applicationSecret')).toThrow();
    // One bit of the ciphertext changed (a character swap could leave the decoded bytes as they were).
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body.writeUInt8(body.readUInt8(0) ^ 1, 0);
    const flipped = [...parts.slice(0, 3), body.toString('base64url')].join(':');
    expect(flipped).not.toBe(sealed);
    expect(() => box.open(flipped, 'linnworks:1:installationToken')).toThrow();
    expect(() =>
      createSecretBox('another-key-of-thirty-two-characters!!').open(sealed, 'linnworks:1:installationToken'),
    ).toThrow();
  });
});
