/**
 * The `oobCode` of a password-reset link, else null. Local mode's links and Firebase's
 * (with the project's action URL set to /login) both carry `?mode=resetPassword&oobCode=...`.
 */
export function passwordResetCode(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('mode') === 'resetPassword' ? query.get('oobCode') || null : null;
}
