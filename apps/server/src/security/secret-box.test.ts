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
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(flipped, 'linnworks:1:installationToken')).toThrow();
    expect(() =>
      createSecretBox('another-key-of-thirty-two-characters!!').open(sealed, 'linnworks:1:installationToken'),
    ).toThrow();
  });
});
