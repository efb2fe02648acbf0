import type { ToastKind } from './toast-host.tsx';

/**
 * Toast messages ("Logged in successfully!", "Wrong answer" ...). react-toastify and its
 * container (./toast-host.tsx, which the layout's Toaster mounts) load with the first toast,
 * so pages that never show one never pay for them.
 */
let host: Promise<typeof import('./toast-host.tsx')> | null = null;
let hostWanted: (() => void) | undefined;

export function loadToastHost(): Promise<typeof import('./toast-host.tsx')> {
  host ??= import('./toast-host.tsx');
  hostWanted?.();
  return host;
}

/** For the Toaster: `mount` runs once a toast has been raised (at once if one already was). */
export function onToastHostWanted(mount: () => void): () => void {
  hostWanted = mount;
  if (host) mount();
  return () => (hostWanted = undefined);
}

function show(kind: ToastKind, message: string): void {
  void loadToastHost().then(({ showToast }) => showToast(kind, message));
}

export const notify = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
