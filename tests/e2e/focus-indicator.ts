export interface FocusStop {
  /** Focus is on nobody: past the last stop, or lost. */
  onBody: boolean;
  isSkipLink: boolean;
  /** Tag and accessible-ish text of the focused element, for messages. */
  name: string;
  /** Why its focus cannot be seen, or null. */
  problem: string | null;
}

/**
 * Runs in the page (self-contained for page.evaluate): does the focused element
 * show a focus ring someone can see? An outline of at least 2 px in a visible
 * colour or a box-shadow, on an element with a size, not wholly cut off by a
 * clipping ancestor, and not covered by another element.
 */
export function describeFocus(): FocusStop {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) {
    return { onBody: true, isSkipLink: false, name: 'body', problem: null };
  }
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  const name = `${element.tagName.toLowerCase()} "${label}"`;
  const result = (problem: string | null): FocusStop => ({
    onBody: false,
    isSkipLink: element.classList.contains('skip-link'),
    name,
    problem,
  });

  const style = getComputedStyle(element);
  const outlineWidth = parseFloat(style.outlineWidth);
  const invisibleColour = /^transparent$|rgba\(.*,\s*0\)$/.test(style.outlineColor);
  const hasOutline = style.outlineStyle !== 'none' && outlineWidth >= 2 && !invisibleColour;
  if (!hasOutline && style.boxShadow === 'none') return result('no outline or box-shadow');

  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return result('has no size');

  const offset = parseFloat(style.outlineOffset);
  if (hasOutline && offset >= 0) {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX === 'visible' && parentStyle.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      // The ring lies `offset` px outside the element; it is gone when every side is cut.
      const cut =
        clip.left >= box.left - offset &&
        clip.right <= box.right + offset &&
        clip.top >= box.top - offset &&
        clip.bottom <= box.bottom + offset;
      if (cut)
        return result(`outline clipped by ${parent.tagName.toLowerCase()}.${parent.className}`);
    }
  }

  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  if (hit && !element.contains(hit)) {
    return result(`covered by ${hit.tagName.toLowerCase()}.${hit.className}`);
  }
  return result(null);
}
