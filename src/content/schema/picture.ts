import { z } from 'zod';
import type { CmsHint } from './fields.ts';

/** What a picture file is, as the build finds it under public/ (undefined: there is no such file). */
export interface PictureFile {
  bytes: number;
  /** The format read from the file's content: webp, jpg, png, svg ... */
  format: string | undefined;
}

/** Looks a site-relative picture up on disk; the build passes one that reads public/. */
export type FindPicture = (src: string) => PictureFile | undefined;

export const PICTURE_MAX_BYTES = 200 * 1024;
export const PICTURE_FORMATS = ['webp', 'jpg', 'svg'] as const;
const PICTURE_PATH = '^/images/[a-z0-9-]+/[A-Za-z0-9._-]+\\.(webp|jpg|jpeg|svg)$';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * A picture of the site under public/images/<folder>/, in a format every browser shows and small
 * enough for a phone (docs/content.md#pictures).
 */
export const picture = (find: FindPicture, title: string, folder: string, shape: string) =>
  z
    .string()
    .regex(new RegExp(PICTURE_PATH), {
      error:
        'should be a WebP, JPEG or SVG picture under /images/, such as /images/events/spectrum.webp',
    })
    .superRefine((src, context) => {
      // A path of the wrong shape has its message already.
      if (!new RegExp(PICTURE_PATH).test(src)) return;
      const file = find(src);
      const problem =
        file === undefined
          ? `names a picture that is not in public${src}`
          : file.bytes > PICTURE_MAX_BYTES
            ? `is ${kilobytes(file.bytes)}, larger than ${kilobytes(PICTURE_MAX_BYTES)}: make it smaller (docs/content.md#pictures)`
            : !(PICTURE_FORMATS as readonly string[]).includes(file.format ?? '') ||
                extensionFormat(src) !== file.format
              ? `is a ${file.format ?? 'file of unknown kind'} file named ${src}: save it as WebP, JPEG or SVG with the matching ending`
              : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({
      title,
      description: `${shape}, at most ${kilobytes(PICTURE_MAX_BYTES)}, WebP, JPEG or SVG`,
      cms: {
        widget: 'image',
        pattern: ['\\.(webp|jpg|jpeg|svg)$', 'Use a WebP, JPEG or SVG picture'],
        media: { folder: `/images/${folder}`, maxBytes: PICTURE_MAX_BYTES },
      } satisfies CmsHint,
    });

function extensionFormat(src: string): string {
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'jpeg' ? 'jpg' : extension;
}
