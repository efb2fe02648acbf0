import { describe, expect, it, vi } from 'vitest';
import { rejection } from '@/test/rejection.ts';
import { fromFirestoreFields } from './firestore-value.ts';
import { createRestNotes } from './notes-rest.ts';

const LOCATION = { projectId: 'demo-ecs', firestoreOrigin: 'https://firestore.googleapis.com' };
const reader = { uid: 'asha', getIdToken: async () => 'id-token' };

/**
 * One semester in Firestore's REST form, and a document of eight such semesters: the Eighth's
 * subject has an item, the others none (Firestore writes an empty list with no `values`).
 */
const item = {
  mapValue: {
    fields: {
      id: { stringValue: 'pyq-2024' },
      title: { stringValue: 'End-semester paper' },
      kind: { stringValue: 'pyq' },
      year: { stringValue: '2024' },
      link: { stringValue: 'https://drive.google.com/file/d/m-2024/view' },
    },
  },
};
const subject = (sem: string) => ({
  mapValue: {
    fields: {
      id: { stringValue: `management-studies-${sem.toLowerCase()}` },
      name: { stringValue: 'Management Studies' },
      dest: { stringValue: 'https://drive.google.com/drive/folders/m' },
      image: { stringValue: '/images/subjects/management-studies.svg' },
      items: { arrayValue: sem === 'Eighth' ? { values: [item] } : {} },
    },
  },
});
const SEMESTERS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];
const document = {
  name: 'projects/demo-ecs/databases/(default)/documents/notes/semesters',
  fields: {
    semesters: {
      arrayValue: {
        values: SEMESTERS.map((sem) => ({
          mapValue: {
            fields: {
              sem: { stringValue: sem },
              courseStructure: { stringValue: `https://drive.google.com/file/d/${sem}/view` },
              subjects: { arrayValue: { values: [subject(sem)] } },
            },
          },
        })),
      },
    },
  },
};

const answer = (status: number, body: unknown = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the notes over the Firestore REST API', () => {
  it("reads notes/semesters with the reader's token, once per reader", async () => {
    const fetchImpl = answer(200, document);
    const notes = createRestNotes(LOCATION, fetchImpl);
    const read = await notes.getSemesterNotes(reader);
    expect(read.map((semester) => semester.sem)).toEqual(SEMESTERS);
    expect(read[7]).toEqual({
      sem: 'Eighth',
      courseStructure: 'https://drive.google.com/file/d/Eighth/view',
      subjects: [
        {
          id: 'management-studies-eighth',
          name: 'Management Studies',
          dest: 'https://drive.google.com/drive/folders/m',
          image: '/images/subjects/management-studies.svg',
          items: [fromFirestoreFields(item.mapValue.fields)],
        },
      ],
    });
    expect(read[0]?.subjects[0]?.items).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://firestore.googleapis.com/v1/projects/demo-ecs/databases/(default)/documents/notes/semesters',
      { headers: { Authorization: 'Bearer id-token' } },
    );
    await notes.getSemesterNotes(reader);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    [403, 'PERMISSION_DENIED'],
    [401, 'PERMISSION_DENIED'],
    [404, 'NOT_FOUND'],
    [503, 'UNAVAILABLE'],
  ])('turns a %i into %s, and asks again next time', async (status, code) => {
    const fetchImpl = answer(status);
    const notes = createRestNotes(LOCATION, fetchImpl);
    expect(await rejection(notes.getSemesterNotes(reader))).toBe(code);
    expect(await rejection(notes.getSemesterNotes(reader))).toBe(code);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('says NETWORK when the request fails, and refuses a document that is not notes', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejection(createRestNotes(LOCATION, offline).getSemesterNotes(reader))).toBe(
      'NETWORK',
    );
    const broken = answer(200, { fields: { semesters: { arrayValue: {} } } });
    expect(await rejection(createRestNotes(LOCATION, broken).getSemesterNotes(reader))).toBe(
      'UNKNOWN',
    );
  });
});

describe('fromFirestoreFields', () => {
  it('reads the value kinds a document holds as plain JSON', () => {
    expect(
      fromFirestoreFields({
        text: { stringValue: 'ohm' },
        count: { integerValue: '21' },
        ratio: { doubleValue: 0.5 },
        on: { booleanValue: true },
        none: { nullValue: null },
        at: { timestampValue: '2026-12-05T12:30:00Z' },
        list: { arrayValue: {} },
        map: { mapValue: {} },
      }),
    ).toEqual({
      text: 'ohm',
      count: 21,
      ratio: 0.5,
      on: true,
      none: null,
      at: Date.parse('2026-12-05T12:30:00Z'),
      list: [],
      map: {},
    });
  });
});
