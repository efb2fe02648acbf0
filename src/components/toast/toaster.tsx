import { useEffect, useState } from 'react';
import { loadToastLibrary } from './notify.ts';

type ToastContainerComponent = (typeof import('react-toastify'))['ToastContainer'];

/** Mounts react-toastify's container once the page is idle; toasts raised earlier wait in its queue. */
export function Toaster() {
  const [Container, setContainer] = useState<ToastContainerComponent | null>(null);

  useEffect(() => {
    let cancelled = false;
    const mount = () => {
      void loadToastLibrary().then(({ ToastContainer }) => {
        if (!cancelled) setContainer(() => ToastContainer);
      });
    };
    const timer = window.setTimeout(mount, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  if (!Container) return null;
  return <Container position="top-center" autoClose={3000} newestOnTop theme="dark" />;
}
