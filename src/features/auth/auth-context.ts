import { createContext, type RefObject } from 'react';
import type { AuthPort, SessionUser } from '@/backend/ports.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
/** `new-password` finishes a reset from its link; the login modal's own reset mode sends the link. */
export type AuthModal = 'login' | 'signup' | 'new-password' | 'none';

export interface ModalOptions {
  /** Good news the modal starts with, such as a changed password on the login modal. */
  notice?: string;
  /** Where a sign-in or sign-up from this modal leads; without it the visitor stays put. */
  returnTo?: string;
  /** Why the login modal opened by itself (a page for members only), said at its top. */
  reason?: string;
  /**
   * What the visitor opened the modal with: focus goes back to it on close, though the modal
   * loads lazily and a Tab pressed meanwhile moved focus on.
   */
  opener?: HTMLElement | null;
}

export interface AuthContextValue {
  /** The signed-in user; an anonymous game identity is never shown here. */
  user: SessionUser | null;
  status: AuthStatus;
  modal: AuthModal;
  /** Good news the open modal starts with, such as a changed password on the login modal. */
  notice: string;
  /** Where signing in leads, kept while the visitor switches between login and signup. */
  returnTo: string | null;
  /** Why the modal opened by itself, kept likewise; null when the visitor opened it. */
  reason: string | null;
  /** What opened the first of the modals shown since the last close, kept likewise. */
  opener?: RefObject<HTMLElement | null>;
  openModal(modal: Exclude<AuthModal, 'none'>, options?: ModalOptions): void;
  closeModal(): void;
  signIn(email: string, password: string): Promise<SessionUser>;
  signUp(name: string, email: string, password: string): Promise<SessionUser>;
  sendPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * The adapter itself, for what few pages need (the verification link, the notes' reader);
   * its onUserChanged keeps `user` current.
   */
  loadPort(): Promise<AuthPort>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
