import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../hosting-rules.ts';
import { contentCopy } from './content-copy.ts';
import { describeProblems, loadContent } from './load-content.ts';

const committed = loadContent(projectRoot).content;
if (!committed) throw new Error('The committed content has problems: npm run build names them.');
/** Files of the committed content to break, picked from it: the tests name no record. */
const [EVENT = '', SECOND, THIRD, FOURTH] = committed.events.map(
  (event) => `content/events/${event.file}.json`,
);
const FEST_EVENT = `content/events/spectrum/${committed.spectrum[0]?.file ?? ''}.json`;
const term = committed.site.currentTerm;
const soleOffice = committed.offices.offices.find(
  (office) =>
    !office.manyHolders &&
    committed.people.some((p) => p.roles.some((r) => r.term === term && r.office === office.name)),
);
const holder = committed.people.find((p) =>
  p.roles.some((r) => r.term === term && r.office === soleOffice?.name),
);
const other = committed.people.find((p) => p !== holder);
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
      edit(EVENT, (event) => (event.image = '/images/events/freshers.png'));
      edit(SECOND ?? '', (event) => (event.image = '/images/events/gone.webp'));
      edit(THIRD ?? '', (event) => (event.image = '/images/events/huge.svg'));
      edit(FOURTH ?? '', (event) => (event.image = '/images/events/photo.webp'));
    });
    expect(problems).toEqual(
      [
        {
          file: EVENT,
          field: 'image',
          message:
            'should be a WebP, JPEG or SVG picture under /images/, such as /images/events/spectrum.webp',
        },
        {
          file: SECOND,
          field: 'image',
          message: 'names a picture that is not in public/images/events/gone.webp',
        },
        {
          file: THIRD,
          field: 'image',
          message: 'is 245 KB, larger than 200 KB: make it smaller (docs/content.md#pictures)',
        },
        {
          file: FOURTH,
          field: 'image',
          message:
            'is a png file named /images/events/photo.webp: save it as WebP, JPEG or SVG with the matching ending',
        },
      ].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '')),
    );
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
    const file = `content/people/${other?.file ?? ''}.json`;
    const problems = problemsAfter(({ edit }) => {
      edit(file, (person) => {
        person.roles = [
          { term, office: soleOffice?.name },
          { term, office: 'Chief Everything Officer' },
        ];
      });
    });
    expect(problems).toEqual([
      {
        file,
        field: 'roles.1',
        message: `makes ${other?.name ?? ''} ${soleOffice?.name ?? ''} in ${term}, an office ${holder?.name ?? ''} already holds that term: one office, one person`,
      },
      {
        file,
        field: 'roles.2.office',
        message: 'is "Chief Everything Officer", which is not an office in content/offices.json',
      },
    ]);
  });

  it("an event whose address is not its file's name, and a fest event of no edition", () => {
    const problems = problemsAfter(({ edit }) => {
      edit(EVENT, (event) => (event.slug = 'no-such-address'));
      edit(FEST_EVENT, (event) => (event.fest = 'no-such-fest'));
    });
    expect(problems).toEqual([
      {
        file: EVENT,
        field: 'slug',
        message: `is "no-such-address" but the file is named ${EVENT.replace(/.*\//, '')}: the two should be the same`,
      },
      {
        file: FEST_EVENT,
        field: 'fest',
        message: 'names "no-such-fest", which is not an event in content/events/',
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
