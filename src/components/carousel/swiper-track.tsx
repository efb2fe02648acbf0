import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
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
}

/** The Swiper upgrade of the carousel's static row; loaded on demand. */
export function SwiperTrack({ slides, perView, delay, running, pagination }: SwiperTrackProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  return (
    <Swiper
      className={styles.swiper}
      modules={[A11y, Autoplay, Keyboard, Pagination]}
      slidesPerView={perView.base}
      spaceBetween={SLIDE_GAP}
      breakpoints={{
        [BREAKPOINT_MD]: { slidesPerView: perView.md },
        [BREAKPOINT_LG]: { slidesPerView: perView.lg },
      }}
      rewind
      autoplay={{ delay, disableOnInteraction: false }}
      keyboard={{ enabled: true, onlyInViewport: true }}
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
