import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import './toasts.css';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

type Delivery = () => void;

/** Toasts raised before the container is ready to take them. */
let waiting: Delivery[] = [];
let ready = false;

/**
 * Shows a toast once the container is ready. react-toastify hands the toasts raised before
 * any container exists to the first container that subscribes to its store; in development
 * StrictMode unmounts that first subscription at once to rehearse a remount, and the toasts
 * go with it (the first toast after each load never showed under `npm start`). So toasts wait
 * here until the container's mount has settled, in development and in the build alike.
 */
export function showToast(kind: ToastKind, message: string): void {
  const deliver = () => toast[kind](message);
  if (ready) deliver();
  else waiting.push(deliver);
}

export function ToastHost() {
  return (
    <>
      <ToastContainer position="top-center" autoClose={3000} newestOnTop theme="dark" />
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
      for (const deliver of deliveries) deliver();
    });
    return () => {
      window.clearTimeout(timer);
      ready = false;
    };
  }, []);
  return null;
}
