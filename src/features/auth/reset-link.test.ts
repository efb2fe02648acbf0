import { describe, expect, it } from 'vitest';
import { emailVerificationCode, passwordResetCode } from './reset-link.ts';

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

describe('address-verification links', () => {
  it("reads the code of local mode's link and of Firebase's, and of no other", () => {
    expect(emailVerificationCode('?mode=verifyEmail&oobCode=abc123')).toBe('abc123');
    expect(emailVerificationCode('?mode=verifyEmail&oobCode=X-y_z&apiKey=key&lang=en')).toBe(
      'X-y_z',
    );
    expect(emailVerificationCode('?mode=verifyEmail&oobCode=')).toBeNull();
    expect(emailVerificationCode('?mode=resetPassword&oobCode=abc123')).toBeNull();
    expect(emailVerificationCode('')).toBeNull();
  });
});
