import { describe, expect, it } from 'vitest';
import { contentCollections } from '../../../src/content/schema/collections.ts';
import { PICTURE_MAX_BYTES } from '../../../src/content/schema/picture.ts';
import { cmsConfig } from './cms-config.ts';
import type { CmsField } from './cms-fields.ts';

const config = cmsConfig({ repo: 'ecs-nits/website', branch: 'main' });
const { folders, files } = contentCollections(() => undefined);

/** Every field of the editor's configuration, nested ones with their path. */
function allFields(fields: CmsField[], prefix = ''): [string, CmsField][] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const nested = (field.fields ?? (field.field ? [field.field] : [])) as CmsField[];
    return [[path, field] as [string, CmsField], ...allFields(nested, `${path}.`)];
  });
}

/** The fields of a folder collection, by their path. */
function fieldsOf(name: string): Map<string, CmsField> {
  const found = config.collections.find((item) => item.name === name);
  return new Map(allFields(found && 'fields' in found ? found.fields : []));
}
const eventFields = fieldsOf('events');

describe("the editor's configuration, made from the content schema", () => {
  it('has a collection for every folder and a file for every settings file', () => {
    expect(config.collections.map((item) => item.name)).toEqual([...Object.keys(folders), 'site']);
    const site = config.collections.find((item) => item.name === 'site');
    expect(site && 'files' in site ? site.files.map((file) => file.file) : []).toEqual(
      Object.values(files).map((file) => file.file),
    );
  });

  it('requires what the schema requires and no more', () => {
    expect(eventFields.get('venue')?.required).toBe(true);
    expect(eventFields.get('registration')?.required).toBe(false);
    expect(eventFields.get('highlight')?.required).toBe(false);
  });

  it('checks links and dates with the patterns the build uses', () => {
    const [pattern] = (eventFields.get('registration.link')?.pattern ?? []) as string[];
    const link = new RegExp(pattern ?? '$^');
    expect(link.test('https://docs.google.com/forms/d/e/x/viewform')).toBe(true);
    expect(link.test('/Spectrum')).toBe(true);
    expect(link.test('http://forms.example.org/x')).toBe(false);
    expect(eventFields.get('start')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DDTHH:mm:ssZ',
    });
  });

  it("takes pictures only in the schema's formats, size and folder", () => {
    expect(eventFields.get('image')).toMatchObject({
      widget: 'image',
      media_folder: '/public/images/events',
      public_folder: '/images/events',
      media_library: { config: { max_file_size: PICTURE_MAX_BYTES } },
      pattern: ['\\.(webp|jpg|jpeg|svg)$', 'Use a WebP, JPEG or SVG picture'],
    });
  });

  it("picks a role's office from the offices the site defines", () => {
    const people = fieldsOf('people');
    expect(people.get('roles.office')).toMatchObject({
      widget: 'relation',
      collection: 'site',
      file: 'offices',
      value_field: 'offices.*.name',
    });
  });

  it('uses decap-server only when asked, for the working copy', () => {
    expect(config).not.toHaveProperty('local_backend');
    expect(
      cmsConfig({ repo: 'a/b', branch: 'main', localProxyUrl: 'http://127.0.0.1:8081/api/v1' }),
    ).toMatchObject({ local_backend: { url: 'http://127.0.0.1:8081/api/v1' } });
  });
});
