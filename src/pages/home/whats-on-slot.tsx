import { useEffect, useState, type ComponentType } from 'react';

/**
 * Where the next event and the open registrations appear: their code and data are a chunk of
 * their own, fetched once the page is shown, so the home page's first load stays within its
 * budget (docs/performance.md). Below the carousels' fold, their arrival moves nothing in view.
 */
export function WhatsOnSlot() {
  const [WhatsOn, setWhatsOn] = useState<ComponentType>();
  useEffect(() => {
    let shown = true;
    import('./whats-on.tsx')
      .then((module) => shown && setWhatsOn(() => module.WhatsOn))
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  return WhatsOn ? <WhatsOn /> : null;
}
