/** What stops a game command, in words that say what to do. */
export interface Refused {
  problem: string;
}

/**
 * What a step of a game command gives: `T`, or a problem. Each side has the other's fields as
 * undefined, so a caller reads `problem` (or a field of `T`) on either and narrows on it.
 */
export type Outcome<T> =
  (Refused & { [Field in keyof T]?: undefined }) | (T & { problem?: undefined });
