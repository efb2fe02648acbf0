import { validatePassword, type Auth } from 'firebase/auth';

/**
 * After auth/password-does-not-meet-requirements: fetch the project's current
 * password policy and say, in words, what the password still lacks.
 */
export async function describePasswordPolicy(auth: Auth, password: string): Promise<string> {
  const status = await validatePassword(auth, password);
  const policy = status.passwordPolicy.customStrengthOptions;
  const missing: string[] = [];
  if (status.meetsMinPasswordLength === false) {
    missing.push(`at least ${policy.minPasswordLength ?? 6} characters`);
  }
  if (status.meetsMaxPasswordLength === false) {
    missing.push(`at most ${policy.maxPasswordLength ?? 4096} characters`);
  }
  if (status.containsLowercaseLetter === false) missing.push('a lower-case letter');
  if (status.containsUppercaseLetter === false) missing.push('an upper-case letter');
  if (status.containsNumericCharacter === false) missing.push('a number');
  if (status.containsNonAlphanumericCharacter === false) missing.push('a symbol');
  return missing.length > 0
    ? `The password needs ${missing.join(', ')}.`
    : 'The password does not meet the requirements.';
}
