import { z } from 'zod';
import { contentCollections } from '../../../src/content/schema/collections.ts';
import { cmsFields, type JsonSchema } from './cms-fields.ts';

/** Where the editor saves: the society's repository on GitHub, or this working copy. */
export interface EditorBackend {
  /** owner/name of the repository on GitHub (docs/handover.md). */
  repo: string;
  branch: string;
  /** The OAuth client that signs the committee in to GitHub, when not Netlify's. */
  authUrl?: string;
  /** decap-server's address, when the editor works on this working copy. */
  localProxyUrl?: string;
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * Decap CMS's configuration, made from the content's schema (src/content/schema/): every
 * collection, its fields, which are required and the checks the editor makes, so the editor and
 * the build keep the same rules. Nothing here is written by hand per field.
 */
export function cmsConfig(backend: EditorBackend) {
  const { folders, files } = contentCollections(() => undefined);
  const folderCollections = Object.entries(folders).map(([name, collection]) => ({
    name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: collection.folder,
    extension: 'json',
    format: 'json',
    create: true,
    identifier_field: collection.identifier,
    slug: '{{slug}}',
    summary: collection.summary,
    fields: cmsFields(jsonSchemaOf(collection.schema)),
  }));
  const site = {
    name: 'site',
    label: 'Site',
    description: 'Settings and lists: contact, current term, offices, texts, alumni, FAQ, gallery.',
    editor: { preview: false },
    files: Object.entries(files).map(([name, file]) => ({
      name,
      label: file.label,
      file: file.file,
      format: 'json',
      fields: cmsFields(jsonSchemaOf(file.schema)),
    })),
  };
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      commit_messages: {
        create: 'Add {{collection}} "{{slug}}" (through the editor)',
        update: 'Update {{collection}} "{{slug}}" (through the editor)',
        delete: 'Remove {{collection}} "{{slug}}" (through the editor)',
        uploadMedia: 'Add picture {{path}} (through the editor)',
        deleteMedia: 'Remove picture {{path}} (through the editor)',
      },
    },
    ...(backend.localProxyUrl
      ? { local_backend: { url: backend.localProxyUrl, allowed_hosts: ['127.0.0.1', 'localhost'] } }
      : {}),
    site_url: '/',
    display_url: '/',
    logo_url: '/images/brand/ecs-logo.svg',
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    editor: { preview: false },
    collections: [...folderCollections, site],
  };
}
