/**
 * Toast messages ("Logged in successfully!", "Wrong answer" ...). react-toastify
 * is loaded on first use so it stays out of the initial bundle; it queues
 * toasts raised before its container has mounted.
 */
type ToastKind = 'success' | 'warning' | 'error' | 'info';

let library: Promise<typeof import('react-toastify')> | null = null;

export function loadToastLibrary(): Promise<typeof import('react-toastify')> {
  library ??= import('react-toastify');
  return library;
}

function show(kind: ToastKind, message: string): void {
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
