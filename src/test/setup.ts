import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The auth dialogs are lazy chunks: on a busy 2-core CI machine their first import takes
// longer than Testing Library's default 1 s wait, though nothing is wrong.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrolling; the journeys check where the page scrolls.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
