import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Helpers for the content tests: they run in Node, so they may look at public/. */

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');

export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A site-relative image such as `/images/members/president.webp` that exists under public/. */
export function isLocalAsset(value: string): boolean {
  return value.startsWith('/') && !value.includes('..') && existsSync(join(PUBLIC_DIR, value));
}

export function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}
