import { describe, expect, it } from 'vitest';
import { passwordResetCode } from './reset-link.ts';

describe('password-reset links', () => {
  it("reads the code of local mode's link and of Firebase's", () => {
    expect(passwordResetCode('?mode=resetPassword&oobCode=abc123')).toBe('abc123');
    expect(
      passwordResetCode('?mode=resetPassword&oobCode=X-y_z&apiKey=key&lang=en&continueUrl=x'),
    ).toBe('X-y_z');
  });

  it('finds none in any other address', () => {
    expect(passwordResetCode('')).toBeNull();
    expect(passwordResetCode('?mode=resetPassword')).toBeNull();
    expect(passwordResetCode('?mode=resetPassword&oobCode=')).toBeNull();
    expect(passwordResetCode('?mode=verifyEmail&oobCode=abc123')).toBeNull();
  });
});
