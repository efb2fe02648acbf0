import { useEffect } from 'react';
import { toast, ToastContainer, type Id } from 'react-toastify';
import './toasts.css';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

type Delivery = () => void;

const AUTO_CLOSE_MS = 3000;

/** Toasts raised before the container is ready to take them. */
let waiting: Delivery[] = [];
let ready = false;
/** The toast on screen, if any. */
let shown: Id | null = null;

/**
 * One toast at a time: a new message takes the place of the one on screen, its timer started
 * afresh, so quick answers' verdicts never stack up over the page.
 */
function deliver(kind: ToastKind, message: string): void {
  if (shown !== null && toast.isActive(shown)) {
    toast.update(shown, { render: message, type: kind, autoClose: AUTO_CLOSE_MS, delay: 0 });
  } else {
    shown = toast[kind](message);
  }
}

/**
 * Shows a toast once the container is ready. react-toastify hands the toasts raised before
 * any container exists to the first container that subscribes to its store; in development
 * StrictMode unmounts that first subscription at once to rehearse a remount, and the toasts
 * go with it (the first toast after each load never showed under `npm start`). So toasts wait
 * here until the container's mount has settled, in development and in the build alike.
 */
export function showToast(kind: ToastKind, message: string): void {
  if (ready) deliver(kind, message);
  else waiting.push(() => deliver(kind, message));
}

export function ToastHost() {
  return (
    <>
      <ToastContainer position="bottom-center" autoClose={AUTO_CLOSE_MS} theme="dark" />
      <WhenSettled />
    </>
  );
}

/** Rendered after the container: its effect runs once the container has subscribed. */
function WhenSettled() {
  useEffect(() => {
    // A timer, not at once: StrictMode's rehearsal unmount and remount of the container run
    // after this effect, in the same task, and this cleanup cancels the early delivery.
    const timer = window.setTimeout(() => {
      ready = true;
      const deliveries = waiting;
      waiting = [];
      for (const delivery of deliveries) delivery();
    });
    return () => {
      window.clearTimeout(timer);
      ready = false;
    };
  }, []);
  return null;
}
