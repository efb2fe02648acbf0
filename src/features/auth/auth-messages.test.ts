import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/ports.ts';
import {
  isAllowedEmail,
  loginErrorMessage,
  MESSAGES,
  newPasswordErrorMessage,
  resetErrorMessage,
  signupErrorMessage,
  validateLogin,
  validateNewPassword,
  validateSignup,
  verificationErrorMessage,
} from './auth-messages.ts';

const DOMAIN = 'ece.nits.ac.in';
const failure = (code: string, message = `Firebase: Error (${code}).`) =>
  new BackendError(code, message);

describe('login validation', () => {
  it.each([
    ['', 'secret1', ['email']],
    ['a@ece.nits.ac.in', '', ['password']],
    ['   ', '  ', ['email', 'password']],
  ])('asks to fill all fields for %j / %j, marking %j', (email, password, fields) => {
    expect(validateLogin(email, password)).toEqual({ message: 'Fill all fields', fields });
  });

  it('accepts both fields filled', () => {
    expect(validateLogin('a@ece.nits.ac.in', 'secret1')).toBeNull();
  });
});

describe('new password validation', () => {
  it('asks to fill the field', () => {
    const fill = { message: 'Fill all fields', fields: ['password'] };
    expect(validateNewPassword('')).toEqual(fill);
    expect(validateNewPassword('   ')).toEqual(fill);
    expect(validateNewPassword('secret3')).toBeNull();
  });
});

describe('signup validation', () => {
  it('checks empty fields before the domain, marking only the empty ones', () => {
    const fill = (...fields: string[]) => ({ message: 'Fill all fields', fields });
    expect(validateSignup('', 'a@gmail.com', 'secret1', DOMAIN)).toEqual(fill('name'));
    expect(validateSignup('Asha', '', 'secret1', DOMAIN)).toEqual(fill('email'));
    expect(validateSignup('Asha', 'a@gmail.com', '', DOMAIN)).toEqual(fill('password'));
    expect(validateSignup(' ', 'a@gmail.com', '', DOMAIN)).toEqual(fill('name', 'password'));
  });

  it.each([
    'asha@gmail.com',
    '@ece.nits.ac.in',
    'asha',
    'a@b@ece.nits.ac.in',
    'a@x.ece.nits.ac.in',
  ])('rejects %s as not ECE, marking the e-mail only', (email) => {
    expect(validateSignup('Asha', email, 'secret1', DOMAIN)).toEqual({
      message: `Only ECE valid: sign up with your @${DOMAIN} address.`,
      fields: ['email'],
    });
  });

  it('accepts an address of the allowed domain, whatever the domain is', () => {
    expect(validateSignup('Asha', 'asha_22@ece.nits.ac.in', 'secret1', DOMAIN)).toBeNull();
    expect(isAllowedEmail('x@example.org', 'example.org')).toBe(true);
    expect(isAllowedEmail('x@ece.nits.ac.in', 'example.org')).toBe(false);
  });
});

describe('error messages', () => {
  it('maps every login error code', () => {
    expect(loginErrorMessage(failure('auth/wrong-password'))).toBe('Please check the Password');
    expect(loginErrorMessage(failure('auth/user-not-found'))).toBe('Please check the Email');
    expect(loginErrorMessage(failure('auth/invalid-email'))).toBe('Please check the Email');
    expect(loginErrorMessage(failure('auth/invalid-credential'))).toBe(
      'Please check the Email or Password',
    );
    expect(loginErrorMessage(failure('auth/invalid-login-credentials'))).toBe(
      'Please check the Email or Password',
    );
    expect(loginErrorMessage(failure('auth/too-many-requests'))).toBe(MESSAGES.tooManyRequests);
    expect(loginErrorMessage(failure('auth/network-request-failed'))).toBe(MESSAGES.network);
    expect(
      loginErrorMessage(
        failure('auth/password-does-not-meet-requirements', 'The password needs a number.'),
      ),
    ).toBe('The password needs a number.');
    expect(loginErrorMessage(new Error('Something broke'))).toBe('Something broke');
    expect(loginErrorMessage('plain failure')).toBe('plain failure');
  });

  it('maps signup errors to the field they are about, showing any other error as it is', () => {
    expect(signupErrorMessage(failure('auth/email-already-in-use'))).toEqual({
      message: 'Email Already in Use',
      fields: ['email'],
    });
    expect(signupErrorMessage(failure('auth/network-request-failed'))).toEqual({
      message: MESSAGES.network,
    });
    expect(signupErrorMessage(failure('auth/weak-password'))).toEqual({
      message: 'Password should be at least 6 characters',
      fields: ['password'],
    });
    expect(signupErrorMessage(failure('auth/invalid-email'))).toEqual({
      message: 'Please check the Email',
      fields: ['email'],
    });
    expect(signupErrorMessage(failure('auth/operation-not-allowed', 'Sign-up is off'))).toEqual({
      message: 'Sign-up is off',
    });
  });

  it('says which e-mail a reset could not go to, as the login form does', () => {
    for (const code of ['auth/user-not-found', 'auth/invalid-email', 'auth/missing-email']) {
      expect(resetErrorMessage(failure(code)), code).toBe('Please check the Email');
    }
    expect(resetErrorMessage(failure('auth/too-many-requests'))).toBe(MESSAGES.tooManyRequests);
    expect(resetErrorMessage(failure('auth/internal-error', 'Server is down'))).toBe(
      'Server is down',
    );
  });

  it('maps the errors of a new password set from a reset link', () => {
    const unusable =
      'This reset link has expired or was already used. Ask for a new one with Forgot Password?';
    expect(newPasswordErrorMessage(failure('auth/invalid-action-code'))).toBe(unusable);
    expect(newPasswordErrorMessage(failure('auth/expired-action-code'))).toBe(unusable);
    expect(newPasswordErrorMessage(failure('auth/weak-password'))).toBe(
      'Password should be at least 6 characters',
    );
    expect(newPasswordErrorMessage(failure('auth/network-request-failed'))).toBe(MESSAGES.network);
    expect(
      newPasswordErrorMessage(
        failure('auth/password-does-not-meet-requirements', 'The password needs a number.'),
      ),
    ).toBe('The password needs a number.');
  });

  it('maps the errors of a verification link, and of sending another', () => {
    const unusable =
      'This verification link has expired or was already used. Log in and send a new one from the Resource Hub.';
    expect(verificationErrorMessage(failure('auth/invalid-action-code'))).toBe(unusable);
    expect(verificationErrorMessage(failure('auth/expired-action-code'))).toBe(unusable);
    expect(verificationErrorMessage(failure('auth/too-many-requests'))).toBe(
      MESSAGES.tooManyRequests,
    );
    expect(verificationErrorMessage(failure('auth/internal-error', 'Server is down'))).toBe(
      'Server is down',
    );
  });
});
