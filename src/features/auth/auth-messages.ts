import { errorCode } from '@/backend/ports.ts';

/** What the forms say, word for word as the society's old site said it (auth-messages.test.ts). */
export const MESSAGES = {
  fillAllFields: 'Fill all fields',
  onlyEce: 'Only ECE valid',
  wrongPassword: 'Please check the Password',
  unknownEmail: 'Please check the Email',
  invalidCredential: 'Please check the Email or Password',
  emailInUse: 'Email Already in Use',
  weakPassword: 'Password should be at least 6 characters',
  emailSent: 'Email sent',
  passwordChanged: 'Password changed. Log in with your new password.',
  resetLinkUnusable:
    'This reset link has expired or was already used. Ask for a new one with Forgot Password?',
  checkInbox: 'Check your inbox',
  verifyAddress: 'Follow the link in it to verify your address.',
  notesNeedVerifying: 'The notes and course structures open for verified ECE addresses only.',
  notVerifiedYet: 'Your address is not verified yet. Follow the link in the e-mail, then refresh.',
  verifyYourAddress: 'Verify your address',
  followLocalLink: 'Follow it to verify your address.',
  localModeNoLink:
    'Local mode sends no e-mail, and the last link it showed has expired or was used: send the link again to have a new one here.',
  localModeLinkSent: 'A new link is here.',
  localModeResetLink:
    "Local mode sends no e-mail: the link is here, and in the browser's developer console.",
  verifying: 'Verifying your address…',
  addressVerified: 'Your address is verified. The notes are open in the Resource Hub.',
  addressVerifiedLogIn: 'Your address is verified. Log in to open the notes.',
  verifyLinkUnusable:
    'This verification link has expired or was already used. Log in and send a new one from the Resource Hub.',
  loggedIn: 'Logged in successfully!',
  logInForNotes: 'Log in with your verified ECE address to open the notes.',
  signedUp: 'You have successfully signed up!',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  network: 'Could not reach the server. Please check your connection and try again.',
} as const;

/** What a form says is wrong, and the fields (by `name`) it marks: every field without `fields`. */
export interface FormError {
  message: string;
  fields?: readonly string[];
}

/** "Fill all fields", marking the fields left empty; null when none is. */
function emptyFields(fields: Record<string, string>): FormError | null {
  const empty = Object.keys(fields).filter((name) => fields[name]?.trim() === '');
  return empty.length > 0 ? { message: MESSAGES.fillAllFields, fields: empty } : null;
}

export function validateLogin(email: string, password: string): FormError | null {
  return emptyFields({ email, password });
}

export function validateNewPassword(password: string): FormError | null {
  return emptyFields({ password });
}

/** One @ with at least one character before it, and exactly the allowed domain after it. */
export function isAllowedEmail(email: string, allowedDomain: string): boolean {
  const parts = email.trim().split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  return local.length > 0 && domain.toLowerCase() === allowedDomain.toLowerCase();
}

/** "Only ECE valid", as the old site said it, and the domain it means. */
export function onlyEceAt(allowedDomain: string): string {
  return `${MESSAGES.onlyEce}: sign up with your @${allowedDomain} address.`;
}

export function validateSignup(
  name: string,
  email: string,
  password: string,
  allowedDomain: string,
): FormError | null {
  const empty = emptyFields({ name, email, password });
  if (empty) return empty;
  return isAllowedEmail(email, allowedDomain)
    ? null
    : { message: onlyEceAt(allowedDomain), fields: ['email'] };
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Errors every form shares; null when the caller should decide. */
function commonMessage(code: string): string | null {
  if (code === 'auth/too-many-requests') return MESSAGES.tooManyRequests;
  if (code === 'auth/network-request-failed') return MESSAGES.network;
  return null;
}

export function loginErrorMessage(error: unknown): string {
  const code = errorCode(error);
  switch (code) {
    case 'auth/wrong-password':
      return MESSAGES.wrongPassword;
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return MESSAGES.unknownEmail;
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return MESSAGES.invalidCredential;
    default:
      return commonMessage(code) ?? messageOf(error);
  }
}

export function signupErrorMessage(error: unknown): FormError {
  const code = errorCode(error);
  switch (code) {
    case 'auth/email-already-in-use':
      return { message: MESSAGES.emailInUse, fields: ['email'] };
    case 'auth/weak-password':
      return { message: MESSAGES.weakPassword, fields: ['password'] };
    case 'auth/invalid-email':
      return { message: MESSAGES.unknownEmail, fields: ['email'] };
    default:
      return { message: commonMessage(code) ?? messageOf(error) };
  }
}

/**
 * A failed reset: an unknown or malformed e-mail says so as the login form does (never the
 * SDK's bare "Firebase: Error (auth/user-not-found)."), in local mode and on Firebase alike.
 */
export function resetErrorMessage(error: unknown): string {
  const code = errorCode(error);
  switch (code) {
    case 'auth/user-not-found':
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return MESSAGES.unknownEmail;
    default:
      return commonMessage(code) ?? messageOf(error);
  }
}

/** Finishing a reset from its link: a dead link says how to get a new one. */
export function newPasswordErrorMessage(error: unknown): string {
  const code = errorCode(error);
  switch (code) {
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return MESSAGES.resetLinkUnusable;
    case 'auth/weak-password':
      return MESSAGES.weakPassword;
    default:
      return commonMessage(code) ?? messageOf(error);
  }
}

/** Following a verification link, or asking for another: a dead link says how to get a new one. */
export function verificationErrorMessage(error: unknown): string {
  const code = errorCode(error);
  switch (code) {
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return MESSAGES.verifyLinkUnusable;
    default:
      return commonMessage(code) ?? messageOf(error);
  }
}
