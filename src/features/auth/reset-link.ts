/**
 * The `oobCode` of a password-reset link, else null. Local mode's links and Firebase's
 * (with the project's action URL set to /login) both carry `?mode=resetPassword&oobCode=...`;
 * the address-verification links `?mode=verifyEmail&oobCode=...`.
 */
export function passwordResetCode(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('mode') === 'resetPassword' ? query.get('oobCode') || null : null;
}

/** The `oobCode` of an address-verification link (`?mode=verifyEmail&oobCode=...`), else null. */
export function emailVerificationCode(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('mode') === 'verifyEmail' ? query.get('oobCode') || null : null;
}
