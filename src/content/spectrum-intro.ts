/**
 * How the home page's callout and the Spectrum page introduce the fest; update them with the
 * events each year (spectrum.test.ts checks that the counts they spell out match the lists).
 * They say nothing that dates, such as registrations being open: the site is not rebuilt when
 * they close.
 * Apart from spectrum.ts so the home page does not load the event list.
 */
export const spectrumIntro = {
  callout:
    'Five technical and ten non-technical events: circuits, code, quizzes, games and more, each with its registration form.',
  page: 'Five technical and ten non-technical events. Pick yours and register below.',
} as const;
