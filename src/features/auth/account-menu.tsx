import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { InitialsAvatar } from '@/components/initials-avatar/initials-avatar.tsx';
import { notify } from '@/components/toast/notify.ts';
import styles from './account-menu.module.css';
import { useAuth } from './use-auth.ts';

function PersonIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
    </svg>
  );
}

/** The navbar avatar: opens the login modal, or, when signed in, the sign-out panel. */
export function AccountMenu() {
  const { user, openModal } = useAuth();
  const loginRef = useRef<HTMLButtonElement>(null);
  const signedOutHere = useRef(false);

  // After "Sign Out" the panel is gone: keep keyboard focus on the avatar.
  useEffect(() => {
    if (user || !signedOutHere.current) return;
    signedOutHere.current = false;
    loginRef.current?.focus();
  }, [user]);

  if (!user) {
    return (
      <button
        ref={loginRef}
        type="button"
        className={styles.avatar}
        aria-label="Log in"
        onClick={(event) => openModal('login', { opener: event.currentTarget })}
      >
        <PersonIcon />
      </button>
    );
  }

  return (
    <SignedInMenu
      name={user.displayName || user.email || 'Member'}
      returnFocusOnSignOut={(enabled) => {
        signedOutHere.current = enabled;
      }}
    />
  );
}

/** The display name beside the avatar, which toggles a panel with one "Sign Out" button. */
function SignedInMenu({
  name,
  returnFocusOnSignOut,
}: {
  name: string;
  returnFocusOnSignOut: (enabled: boolean) => void;
}) {
  const { signOut } = useAuth();
  // A phone shows the first name whole rather than the full name cut short; the rest is still read.
  const [, firstName, restOfName] = /^(\S*)(.*)$/s.exec(name) ?? [];
  const [panelOpen, setPanelOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const avatarRef = useRef<HTMLButtonElement>(null);
  const signOutRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!panelOpen) return;
    signOutRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanelOpen(false);
      avatarRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !menuRef.current?.contains(event.target)) {
        setPanelOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [panelOpen]);

  // The panel is not modal: Tab or Shift+Tab out of the account menu closes it rather than trapping.
  // Focus going nowhere (a click on plain page text, a window switch) has no relatedTarget and keeps it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setPanelOpen(false);
  };

  async function onSignOut() {
    if (signingOut) return;
    setSigningOut(true);
    returnFocusOnSignOut(true);
    try {
      await signOut();
      setPanelOpen(false);
    } catch (failure) {
      returnFocusOnSignOut(false);
      notify.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div ref={menuRef} className={styles.menu} onBlur={onBlur}>
      <button
        ref={avatarRef}
        type="button"
        className={styles.signedIn}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen(!panelOpen)}
      >
        <InitialsAvatar name={name} size={32} label="" />
        <span className="visually-hidden">Account menu for </span>
        <span className={styles.name}>
          {firstName}
          <span className={styles.restOfName}>{restOfName}</span>
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!panelOpen}>
        <button
          ref={signOutRef}
          type="button"
          className={styles.signOut}
          aria-disabled={signingOut || undefined}
          onClick={onSignOut}
        >
          Sign Out
        </button>
      </div>
    </div>
  );
}
