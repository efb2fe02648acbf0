import { useEffect, useState, type ComponentType } from 'react';

/**
 * Where the next event and the open registrations appear, last on the page: their code and data
 * come with the banner's (vite.config.ts), fetched once the page is shown, so the home page's
 * first load stays within its budget (docs/performance.md). Below everything but the footer,
 * their arrival moves nothing a visitor is reading.
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
