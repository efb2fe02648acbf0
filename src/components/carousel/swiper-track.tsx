import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import styles from './carousel.module.css';
import { BREAKPOINT_LG, BREAKPOINT_MD, SLIDE_GAP, type CarouselSlide } from './carousel-types.ts';

interface SwiperTrackProps {
  slides: readonly CarouselSlide[];
  perView: { base: number; md: number; lg: number };
  delay: number;
  /** Autoplay runs only while true (not paused, hovered, focused or reduced motion). */
  running: boolean;
  /** The carousel's own pagination box, reserved in the static layout so nothing shifts. */
  pagination: HTMLElement;
  /** The static row this replaces had keyboard focus: take it over instead of dropping it. */
  takeFocus: boolean;
}

/**
 * Arrow keys move this carousel only while its row has focus. Swiper's Keyboard
 * module listens on the whole document and would move every carousel in view.
 */
function moveWithArrowKeys(swiper: SwiperInstance): () => void {
  // Held from the start: on unmount Swiper destroys itself (deleting `swiper.el`) before this cleanup runs.
  const { el } = swiper;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== el || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') swiper.slidePrev();
    else if (event.key === 'ArrowRight') swiper.slideNext();
    else return;
    event.preventDefault();
  };
  el.addEventListener('keydown', onKeyDown);
  return () => el.removeEventListener('keydown', onKeyDown);
}

/** The Swiper upgrade of the carousel's static row; loaded on demand. */
export function SwiperTrack({
  slides,
  perView,
  delay,
  running,
  pagination,
  takeFocus,
}: SwiperTrackProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    return moveWithArrowKeys(swiper);
  }, [swiper]);

  useEffect(() => {
    if (!swiper || !takeFocus) return;
    const focused = document.activeElement;
    // Only if the focus really was lost with the static row, never taken from elsewhere.
    if (focused === null || focused === document.body) swiper.el.focus({ preventScroll: true });
  }, [swiper, takeFocus]);

  return (
    <Swiper
      className={styles.swiper}
      // Like the static row it replaces: the keyboard stop where the arrow keys move the slides.
      tabIndex={0}
      modules={[A11y, Autoplay, Pagination]}
      slidesPerView={perView.base}
      spaceBetween={SLIDE_GAP}
      breakpoints={{
        [BREAKPOINT_MD]: { slidesPerView: perView.md },
        [BREAKPOINT_LG]: { slidesPerView: perView.lg },
      }}
      rewind
      autoplay={{ delay, disableOnInteraction: false }}
      pagination={{ el: pagination, clickable: true }}
      a11y={{
        containerRoleDescriptionMessage: null,
        itemRoleDescriptionMessage: 'slide',
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        slideRole: 'group',
      }}
      onSwiper={(instance) => {
        if (!running) instance.autoplay.stop();
        setSwiper(instance);
      }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={styles.swiperSlide}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
