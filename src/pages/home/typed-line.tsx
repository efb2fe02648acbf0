import { useEffect, useState, type ComponentType, type ElementType } from 'react';
import type { Options } from 'typewriter-effect';
import { useReducedMotion } from '../../components/carousel/use-reduced-motion.ts';
import styles from './hero.module.css';

/** The library reads `pauseFor` from its options at run time; its typings omit it. */
type TypedOptions = Partial<Options> & { pauseFor?: number };
type TypewriterComponent = ComponentType<{ component?: ElementType; options?: TypedOptions }>;

/**
 * The hero's typed line. The server HTML already shows the text; after hydration
 * typewriter-effect is loaded to animate it, unless the visitor prefers reduced motion.
 */
export function TypedLine({ text }: { text: string }) {
  const reducedMotion = useReducedMotion();
  const [Typewriter, setTypewriter] = useState<TypewriterComponent | null>(null);

  useEffect(() => {
    if (reducedMotion) return;
    let cancelled = false;
    void import('typewriter-effect').then((module) => {
      if (!cancelled) setTypewriter(() => module.default);
    });
    return () => {
      cancelled = true;
    };
  }, [reducedMotion]);

  return (
    <p className={styles.typed}>
      <span className="visually-hidden">{text}</span>
      {/* The hidden full text reserves the width and there is no moving cursor, so nothing shifts. */}
      <span aria-hidden="true" className={styles.typedVisual}>
        <span className={styles.typedGhost}>{text}</span>
        <span className={styles.typedLive}>
          {Typewriter && !reducedMotion ? (
            <Typewriter
              component="span"
              options={{
                strings: [text],
                autoStart: true,
                loop: true,
                pauseFor: 1000,
                delay: 90,
                cursor: '',
              }}
            />
          ) : (
            text
          )}
        </span>
      </span>
    </p>
  );
}
