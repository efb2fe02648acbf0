/**
 * ID tokens as the loopback database reads them: JWT-shaped, with the claims the Auth emulator
 * gives (`user_id`, `email`, `email_verified`, `firebase.sign_in_provider`), the signature never
 * checked. Local auth hands out unsigned ones (src/backend/local/id-token.ts), so the rules see
 * the same `auth` in local mode as on Firebase.
 */
interface Claims {
  user_id?: unknown;
  sub?: unknown;
  firebase?: { sign_in_provider?: string };
}

/** `auth` as the rules see it: the uid, the provider and every claim under `token`. */
export interface RulesAuth {
  uid: string;
  provider: string;
  token: Record<string, unknown>;
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.codePointAt(0) ?? 0));
}

/** `auth` from a token's claims (signature unchecked); null for none or one that is no token. */
export function authFromIdToken(token: string | null): RulesAuth | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  let claims: Claims | null;
  try {
    claims = JSON.parse(fromBase64url(payload)) as Claims | null;
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || uid === '') return null;
  const provider = claims.firebase?.sign_in_provider ?? 'anonymous';
  return { uid, provider, token: claims as Record<string, unknown> };
}
