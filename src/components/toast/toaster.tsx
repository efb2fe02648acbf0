import { useEffect, useState } from 'react';
import { loadToastLibrary, onFirstToast } from './notify.ts';

type ToastContainerComponent = (typeof import('react-toastify'))['ToastContainer'];

/** Mounts react-toastify's container when the first toast is raised; that toast waits in its queue. */
export function Toaster() {
  const [Container, setContainer] = useState<ToastContainerComponent | null>(null);

  useEffect(() => {
    let cancelled = false;
    const stopListening = onFirstToast(() => {
      void loadToastLibrary().then(({ ToastContainer }) => {
        if (!cancelled) setContainer(() => ToastContainer);
      });
    });
    return () => {
      cancelled = true;
      stopListening();
    };
  }, []);

  if (!Container) return null;
  return <Container position="top-center" autoClose={3000} newestOnTop theme="dark" />;
}
