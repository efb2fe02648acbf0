import type { ReactNode } from 'react';

// Seam for the accounts work: provides the session to the app.
export function AuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
