/**
 * Toast messages ("Logged in successfully!", "Wrong answer" ...). react-toastify
 * and its container load on the first toast, so pages that never show one never
 * pay for them; toasts raised before the container has mounted wait in its queue.
 */
type ToastKind = 'success' | 'warning' | 'error' | 'info';

let library: Promise<typeof import('react-toastify')> | null = null;
let toastRaised = false;
const firstToastListeners = new Set<() => void>();

export function loadToastLibrary(): Promise<typeof import('react-toastify')> {
  library ??= import('react-toastify');
  return library;
}

/** Calls `listener` once a toast has been raised (at once if one already was); returns an unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (toastRaised) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(kind: ToastKind, message: string): void {
  if (!toastRaised) {
    toastRaised = true;
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  void loadToastLibrary().then(({ toast }) => {
    toast[kind](message);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
