import { useEffect, useRef, useState } from 'react';
import type { Options } from 'typewriter-effect';
import { useReducedMotion } from '@/components/motion/use-reduced-motion.ts';
import styles from './hero.module.css';

const TYPING_PAUSE_MS = 1000;

type TypewriterCore = (typeof import('typewriter-effect/dist/core'))['default'];

/** Typing once (no loop) lets the library's animation-frame loop end, so the main thread goes quiet. */
const TYPE_ONCE_OPTIONS: Partial<Options> = { delay: 90, cursor: '' };

/**
 * The hero's typed line. The server HTML already shows the text; after hydration
 * typewriter-effect is loaded to animate it, unless the visitor prefers reduced motion.
 */
export function TypedLine({ text }: { text: string }) {
  const reducedMotion = useReducedMotion();
  const [Typewriter, setTypewriter] = useState<TypewriterCore | null>(null);
  const typing = Typewriter !== null && !reducedMotion;
  const stage = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (reducedMotion) return;
    let cancelled = false;
    void import('typewriter-effect/dist/core').then((module) => {
      if (!cancelled) setTypewriter(() => module.default);
    });
    return () => {
      cancelled = true;
    };
  }, [reducedMotion]);

  useEffect(() => {
    const element = stage.current;
    if (!typing || !element) return;
    const typewriter = new Typewriter(element, TYPE_ONCE_OPTIONS);
    typewriter.typeString(text).pauseFor(TYPING_PAUSE_MS).start();
    return () => {
      typewriter.stop();
      // The library's nodes, not React's: the stage is rendered empty.
      element.replaceChildren();
    };
  }, [typing, Typewriter, text]);

  return (
    <p className={styles.typed}>
      <span className="visually-hidden">{text}</span>
      {/* The hidden full text reserves the width and there is no moving cursor, so nothing shifts. */}
      <span aria-hidden="true" className={styles.typedVisual}>
        <span className={styles.typedGhost}>{text}</span>
        <span className={styles.typedLive}>{typing ? <span ref={stage} /> : text}</span>
      </span>
    </p>
  );
}
