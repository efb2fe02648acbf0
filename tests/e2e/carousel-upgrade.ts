/**
 * Carousels become Swiper only once the page has loaded and the main thread has
 * idled; a busy machine running two browsers can hold that idle moment back for
 * seconds, so expectations on the upgrade wait longer than the default.
 */
export const UPGRADE_WAIT = { timeout: 15_000 };
