import { domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotion } from '../motion/use-reduced-motion.ts';
import { useFocusTrap } from '../focus-trap/use-focus-trap.ts';
import styles from './modal.module.css';

interface ModalProps {
  /** The visible heading; it also names the dialog. */
  title: string;
  onClose: () => void;
  /** What opened the dialog, when focus may have moved on before the dialog appeared. */
  opener?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * An accessible modal dialog: focus moves in and stays in, Escape and the
 * backdrop close it, focus goes back to what opened it. It grows from nothing
 * over 0.4 s, or appears at once under reduced motion.
 */
export function Modal({ title, onClose, opener, children }: ModalProps) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  useFocusTrap(dialogRef, true, { onEscape: onClose, returnFocus: opener });

  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop) return;
    // Only a press on the backdrop itself closes: not one that starts in the dialog.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target === backdrop) onClose();
    };
    backdrop.addEventListener('pointerdown', onPointerDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      backdrop.removeEventListener('pointerdown', onPointerDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return createPortal(
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <div className={styles.backdrop} ref={backdropRef}>
          <m.div
            ref={dialogRef}
            className={styles.dialog}
            role="dialog"
            aria-modal="true"
            aria-labelledby={headingId}
            // MotionConfig alone still paints a few frames at scale 0 before jumping to full size.
            initial={reducedMotion ? false : { scale: 0 }}
            animate={{ scale: 1 }}
            transition={{ duration: 0.4 }}
          >
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {children}
          </m.div>
        </div>
      </MotionConfig>
    </LazyMotion>,
    document.body,
  );
}
