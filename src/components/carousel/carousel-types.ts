import type { ReactNode } from 'react';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/** Slides visible at once: below 640 px (`base`), from 640 px (`md`) and from 1024 px (`lg`). */
export interface SlidesPerView {
  base: number;
  md?: number;
  lg?: number;
}

export const BREAKPOINT_MD = 640;
export const BREAKPOINT_LG = 1024;
/** Gap between slides in px; the static row and Swiper must agree so nothing shifts. */
export const SLIDE_GAP = 16;
