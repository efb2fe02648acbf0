import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastHost, onToastHostWanted } from './notify.ts';

const ToastHost = lazy(() => loadToastHost().then((m) => ({ default: m.ToastHost })));

/** Where the toasts show: nothing, and nothing loaded, until the first one is raised. */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastHostWanted(() => setWanted(true)), []);
  return (
    wanted && (
      <Suspense>
        <ToastHost />
      </Suspense>
    )
  );
}
