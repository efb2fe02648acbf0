import { describe, expect, it } from 'vitest';
import { deviceCode } from './device-code.ts';

describe('deviceCode', () => {
  it("is the uid's first 6 characters, uppercased, as the rules check it", () => {
    expect(deviceCode('Xk3pqL9zAbCdEfGhIjKlMnOpQr12')).toBe('XK3PQL');
    expect(deviceCode('b0oI1lzzAbCdEfGhIjKlMnOpQr12')).toBe('B0OI1L');
  });

  it('is stable: the same uid always gives the same code, and the console finds it so', () => {
    expect(deviceCode('0123456789abcdef0123456789ab')).toBe(
      deviceCode('0123456789abcdef0123456789ab'),
    );
  });

  it('is none for a uid whose first 6 characters are not all letters and digits', () => {
    expect(deviceCode('anon-0123456789ab')).toBeNull();
    expect(deviceCode('abc')).toBeNull();
    expect(deviceCode('')).toBeNull();
    expect(deviceCode('abcdé0123')).toBeNull();
  });
});
