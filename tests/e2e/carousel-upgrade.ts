/**
 * Carousels become Swiper only once the page has loaded and the main thread has
 * idled; a busy machine running two browsers can hold that idle moment back for
 * seconds, so expectations on the upgrade wait longer than the default.
 */
export const UPGRADE_WAIT = { timeout: 15_000 };

/** Longer than the carousels' autoplay delay (2 s): autoplay would have changed the slide by then. */
export const AUTOPLAY_PASSED_MS = 2600;
