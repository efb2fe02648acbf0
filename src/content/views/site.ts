import type { Content } from '../schema/collections.ts';

const NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
} as const;

/** The footer's contact details, on every page. */
export const siteFacts = ({ site }: Content) => ({
  contactEmail: site.contactEmail,
  socialLinks: site.socialLinks.map(({ network, href }) => ({
    network,
    label: `ECS on ${NETWORK_NAMES[network]}`,
    href,
  })),
});

/** /about: the introduction and the FAQ, numbered in the file's order. */
export const aboutPage = ({ texts, faq }: Content) => ({
  intro: texts.aboutIntro,
  faqs: faq.questions.map(({ question, answer, points }, index) => ({
    id: index + 1,
    question,
    answer: points ?? answer ?? '',
  })),
});

/** The home page's notable alumni, in the file's order. */
export const alumni = ({ alumni }: Content) => alumni.alumni;

const postDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * /feed: the posts, the latest first, each date in words ("5 December 2026") at build time: the
 * browser's first Intl formatter would cost it its locale's data while the page hydrates.
 */
export const feed = ({ feed }: Content) =>
  [...feed]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ file, ...post }) => ({
      id: file,
      ...post,
      dateInWords: postDate.format(new Date(post.date)),
    }));

/** The events page's gallery. */
export const gallery = ({ gallery }: Content) => gallery.pictures;
