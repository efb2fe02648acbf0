import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import styles from './carousel.module.css';
import type { CarouselSlide, SlidesPerView } from './carousel-types.ts';
import { useNearViewport } from './use-near-viewport.ts';
import { useReducedMotion } from '../motion/use-reduced-motion.ts';
import type { SwiperTrack as SwiperTrackComponent } from './swiper-track.tsx';

export interface CarouselProps {
  /** Names the region, e.g. "Events". */
  label: string;
  slides: readonly CarouselSlide[];
  slidesPerView?: SlidesPerView;
  /** Milliseconds between slides while autoplay runs. */
  autoplayDelay: number;
}

type AutoplayChoice = 'auto' | 'playing' | 'paused';

interface Upgrade {
  Track: typeof SwiperTrackComponent;
  /** The static row had focus when Swiper arrived, so Swiper takes it over. */
  takeFocus: boolean;
}

/**
 * A static, scroll-snapping row of slides (server HTML and first render) that is
 * upgraded to Swiper once it nears the viewport, so Swiper stays out of the initial JS.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = { base: 1 },
  autoplayDelay,
}: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const staticTrackRef = useRef<HTMLDivElement>(null);
  const [paginationBox, setPaginationBox] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(rootRef);
  const reducedMotion = useReducedMotion();
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);
  const [choice, setChoice] = useState<AutoplayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    void import('./swiper-track.tsx').then((module) => {
      if (cancelled) return;
      const takeFocus = document.activeElement === staticTrackRef.current;
      // Swapped at once: a Tab onto the static row between this check and a later render
      // would lose its focus to the page body when the row goes.
      flushSync(() => setUpgrade({ Track: module.SwiperTrack, takeFocus }));
    });
    return () => {
      cancelled = true;
    };
  }, [near]);

  const wantsAutoplay = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const running = wantsAutoplay && !hovered && !focused;
  const perView = {
    base: slidesPerView.base,
    md: slidesPerView.md ?? slidesPerView.base,
    lg: slidesPerView.lg ?? slidesPerView.md ?? slidesPerView.base,
  };
  const layout = {
    '--per-view-base': perView.base,
    '--per-view-md': perView.md,
    '--per-view-lg': perView.lg,
  } as CSSProperties;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      style={layout}
      aria-label={label}
      aria-roledescription="carousel"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {upgrade && paginationBox ? (
        <upgrade.Track
          slides={slides}
          perView={perView}
          delay={autoplayDelay}
          running={running}
          pagination={paginationBox}
          takeFocus={upgrade.takeFocus}
        />
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable row must take focus so the keyboard can scroll it
        <div ref={staticTrackRef} className={styles.track} tabIndex={0}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      )}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setChoice(wantsAutoplay ? 'paused' : 'playing')}
        >
          <span aria-hidden="true" className={wantsAutoplay ? styles.pauseIcon : styles.playIcon} />
          {wantsAutoplay ? 'Pause' : 'Play'}
          <span className="visually-hidden"> {label} slideshow</span>
        </button>
        <div ref={setPaginationBox} className={styles.pagination} />
      </div>
    </section>
  );
}
