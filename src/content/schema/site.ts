import { z } from 'zod';
import { day, httpsLink, line, lines, paragraph, term } from './fields.ts';
import { picture, type FindPicture } from './picture.ts';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin'] as const;

const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/;

/** content/site.json: what every page shows, and which committee is in office. */
export const siteSchema = z.strictObject({
  contactEmail: z
    .string()
    .regex(EMAIL, { error: 'should be an e-mail address such as ecs@ece.nits.ac.in' })
    .meta({ title: 'Contact e-mail' }),
  socialLinks: z
    .array(
      z.strictObject({
        network: z
          .enum(SOCIAL_NETWORKS, { error: `should be one of ${SOCIAL_NETWORKS.join(', ')}` })
          .meta({ title: 'Network' }),
        href: httpsLink('Link'),
      }),
    )
    .meta({ title: "The society's pages" }),
  currentTerm: term(
    'Current committee',
    'The term /members and the home page show; past terms go to /members/past',
  ),
});

/** content/texts.json: the pages' own paragraphs. */
export const textsSchema = z.strictObject({
  aboutIntro: z.array(paragraph('Paragraph')).min(1).meta({ title: 'About page: introduction' }),
  eventsIntro: paragraph('Events page: introduction'),
  spectrumCallout: paragraph('Home page: the line about Spectrum'),
  spectrumIntro: paragraph('Spectrum page: introduction'),
});

/** content/alumni.json: the home page's notable alumni, in order. */
export const alumniSchema = (find: FindPicture) =>
  z.strictObject({
    alumni: z
      .array(
        z.strictObject({
          name: line('Name'),
          designation: line('Position'),
          company: line('Company or institution'),
          scholarId: z
            .string()
            .regex(/^\d{7,8}$/, { error: 'should be a scholar ID of 7 or 8 digits' })
            .meta({ title: 'Scholar ID' }),
          batch: z
            .string()
            .regex(/^(19|20)\d\d$/, { error: 'should be the graduating year, such as 2021' })
            .meta({ title: 'Batch (graduating year)' }),
          image: picture(find, 'Portrait', 'alumni', 'square, at least 192 x 192'),
        }),
      )
      .min(3, { error: 'should have at least 3 alumni (the carousel shows 3 at a time)' })
      .meta({ title: 'Alumni' }),
  });

/** content/faq.json: the about page's questions; an answer is a paragraph or a list of points. */
export const faqSchema = z.strictObject({
  questions: z
    .array(
      z
        .strictObject({
          question: line('Question'),
          answer: paragraph('Answer (a paragraph)').optional(),
          points: lines('Answer (a list of points)', 'Point').optional(),
        })
        .refine((faq) => (faq.answer === undefined) !== (faq.points === undefined), {
          error: 'should have an answer or a list of points (one of the two)',
        }),
    )
    .min(1)
    .meta({ title: 'Questions' }),
});

/** content/gallery.json: the events page's pictures. */
export const gallerySchema = (find: FindPicture) =>
  z.strictObject({
    pictures: z
      .array(
        z.strictObject({
          image: picture(find, 'Picture', 'gallery', '16:10, at least 1280 x 800'),
          alt: line('What the picture shows', 'For people who cannot see it'),
          caption: line('Caption'),
        }),
      )
      .min(1)
      .meta({ title: 'Pictures' }),
  });

/** A news post on /feed: a file in content/feed/. */
export const feedPostSchema = (find: FindPicture) =>
  z.strictObject({
    date: day('Date'),
    heading: line('Heading'),
    description: paragraph('Text'),
    image: picture(find, 'Picture', 'feed', '16:9, at least 1280 x 720'),
    fb: httpsLink('Post on Facebook').optional(),
    insta: httpsLink('Post on Instagram').optional(),
    linkedin: httpsLink('Post on LinkedIn').optional(),
  });

export type SiteFacts = z.output<typeof siteSchema>;
export type Texts = z.output<typeof textsSchema>;
export type Alumnus = z.output<ReturnType<typeof alumniSchema>>['alumni'][number];
export type FaqEntry = z.output<typeof faqSchema>['questions'][number];
export type GalleryPicture = z.output<ReturnType<typeof gallerySchema>>['pictures'][number];
export type FeedPost = z.output<ReturnType<typeof feedPostSchema>>;
