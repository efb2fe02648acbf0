import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../hosting-rules.ts';
import { contentCopy } from './content-copy.ts';
import { describeProblems, loadContent } from './load-content.ts';

const EVENT = 'content/events/freshers-2027.json';
let copy: ReturnType<typeof contentCopy> | undefined;
afterEach(() => copy?.remove());

/** The problems the build reports after `breakIt` changes a copy of the content. */
function problemsAfter(breakIt: (files: ReturnType<typeof contentCopy>) => void) {
  copy = contentCopy();
  breakIt(copy);
  return loadContent(copy.root).problems;
}

describe('the content files', () => {
  it('as committed, pass every check', () => {
    expect(loadContent(projectRoot).problems).toEqual([]);
  });
});

describe('a wrong content file is named with its field and what is wrong', () => {
  it('a missing field, a date that is no date, a link that is not https, an unknown field', () => {
    const problems = problemsAfter(({ edit }) =>
      edit(EVENT, (event) => {
        delete event.venue;
        event.start = '2027-09-31T18:00:00+05:30';
        event.end = '11/09/2027 10 PM';
        event.registration = {
          link: 'http://forms.example.org/freshers',
          opens: '2027-08-20T09:00:00+05:30',
          closes: '2027-08-01T09:00:00+05:30',
        };
        event.venu = "Students' Activity Centre";
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: EVENT, field: 'venue', message: 'is missing' },
        { file: EVENT, field: 'start', message: 'is not a real date (look at the month and day)' },
        {
          file: EVENT,
          field: 'end',
          message: "should be a date and time in India's time, such as 2027-01-29T10:00:00+05:30",
        },
        {
          file: EVENT,
          field: 'registration.link',
          message:
            'should be a link that starts with https:// or a page of this site such as /Spectrum',
        },
        {
          file: EVENT,
          field: 'registration.closes',
          message: 'is before "opens": registration should close after it opens',
        },
        {
          file: EVENT,
          field: 'venu',
          message: 'is not a field the site knows (a typing mistake, or a field to remove?)',
        },
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('a picture that is missing, too large or not what its name says', () => {
    const problems = problemsAfter(({ edit, write }) => {
      write(
        'public/images/events/huge.svg',
        `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(250_000)}</svg>`,
      );
      write(
        'public/images/events/photo.webp',
        readFileSync(join(projectRoot, 'public/icons/icon-192.png')),
      );
      edit(
        'content/events/freshers-2026.json',
        (event) => (event.image = '/images/events/freshers.png'),
      );
      edit(
        'content/events/freshers-2027.json',
        (event) => (event.image = '/images/events/gone.webp'),
      );
      edit(
        'content/events/dehleez-2027.json',
        (event) => (event.image = '/images/events/huge.svg'),
      );
      edit(
        'content/events/orientation-2027.json',
        (event) => (event.image = '/images/events/photo.webp'),
      );
    });
    expect(problems).toEqual([
      {
        file: 'content/events/dehleez-2027.json',
        field: 'image',
        message: 'is 245 KB, larger than 200 KB: make it smaller (docs/content.md#pictures)',
      },
      {
        file: 'content/events/freshers-2026.json',
        field: 'image',
        message:
          'should be a WebP, JPEG or SVG picture under /images/, such as /images/events/spectrum.webp',
      },
      {
        file: 'content/events/freshers-2027.json',
        field: 'image',
        message: 'names a picture that is not in public/images/events/gone.webp',
      },
      {
        file: 'content/events/orientation-2027.json',
        field: 'image',
        message:
          'is a png file named /images/events/photo.webp: save it as WebP, JPEG or SVG with the matching ending',
      },
    ]);
  });

  it('a file that is not JSON', () => {
    expect(problemsAfter(({ write }) => write(EVENT, '{ "name": "Freshers",'))).toEqual([
      {
        file: EVENT,
        field: '(whole file)',
        message: expect.stringMatching(/^cannot be read: /) as string,
      },
    ]);
  });

  it('two people in one office of one term, and an office no one defined', () => {
    const problems = problemsAfter(({ edit }) => {
      edit('content/people/kabir-nath.json', (person) => {
        person.roles = [
          { term: '2026-27', office: 'President' },
          { term: '2026-27', office: 'Chief' },
        ];
      });
    });
    expect(problems).toEqual([
      {
        file: 'content/people/kabir-nath.json',
        field: 'roles.1',
        message:
          'makes Kabir Nath President in 2026-27, an office Aarav Deka already holds that term: one office, one person',
      },
      {
        file: 'content/people/kabir-nath.json',
        field: 'roles.2.office',
        message: 'is "Chief", which is not an office in content/offices.json',
      },
    ]);
  });

  it("an event whose address is not its file's name, and a fest event of no edition", () => {
    const problems = problemsAfter(({ edit }) => {
      edit('content/events/freshers-2027.json', (event) => (event.slug = 'freshers-27'));
      edit('content/events/spectrum/debate-2027.json', (event) => (event.fest = 'spectrum-2031'));
    });
    expect(problems).toEqual([
      {
        file: 'content/events/freshers-2027.json',
        field: 'slug',
        message:
          'is "freshers-27" but the file is named freshers-2027.json: the two should be the same',
      },
      {
        file: 'content/events/spectrum/debate-2027.json',
        field: 'fest',
        message: 'names "spectrum-2031", which is not an event in content/events/',
      },
    ]);
  });

  it('reads an empty field the editor leaves ("", {}) as a field not given', () => {
    expect(
      problemsAfter(({ edit }) =>
        edit(EVENT, (event) => {
          event.registration = { link: '', teamSize: {} };
          event.highlight = false;
        }),
      ),
    ).toEqual([]);
  });

  it('says each problem on a line that starts with the file', () => {
    expect(describeProblems([{ file: EVENT, field: 'venue', message: 'is missing' }])).toBe(
      `The content has 1 problem (docs/content.md says what each field takes):\n  ${EVENT}: venue is missing`,
    );
  });
});
