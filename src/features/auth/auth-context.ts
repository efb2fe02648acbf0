import { createContext } from 'react';
import type { SessionUser } from '../../backend/ports.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
export type AuthModal = 'login' | 'signup' | 'none';

export interface AuthContextValue {
  /** The signed-in user; an anonymous game identity is never shown here. */
  user: SessionUser | null;
  status: AuthStatus;
  modal: AuthModal;
  openModal(modal: Exclude<AuthModal, 'none'>): void;
  closeModal(): void;
  signIn(email: string, password: string): Promise<SessionUser>;
  signUp(name: string, email: string, password: string): Promise<SessionUser>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
