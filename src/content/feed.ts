import type { SocialProfiles } from './person.ts';

/**
 * News cards on /feed.
 * SAMPLE NEWS: the posts and their links are placeholders for the society's real
 * announcements; replace them (see docs/content.md). Images live under
 * public/images/feed/, at the size docs/content.md gives ("Pictures").
 */
export interface FeedPost extends SocialProfiles {
  id: string;
  /** ISO date, shown as a <time>. */
  date: string;
  heading: string;
  description: string;
  image: string;
}

export const feedPosts: readonly FeedPost[] = [
  {
    id: 'spectrum-registrations',
    date: '2023-09-18',
    heading: 'Spectrum registrations are open',
    description:
      'Fifteen events, five technical and ten non-technical, across three days. Form your team and register for as many as you like before the deadline.',
    image: '/images/feed/spectrum-registrations.svg',
    fb: 'https://www.facebook.com/sample.ecs.nits/posts/spectrum',
    insta: 'https://www.instagram.com/p/sample-spectrum',
    linkedin: 'https://www.linkedin.com/company/sample-ecs-nits/posts/spectrum',
  },
  {
    id: 'pcb-workshop',
    date: '2023-08-26',
    heading: 'Hands-on PCB design workshop',
    description:
      'From schematic to a routed two-layer board in one afternoon. Bring a laptop; the society provides the boards, parts and soldering stations.',
    image: '/images/feed/pcb-workshop.svg',
    fb: 'https://www.facebook.com/sample.ecs.nits/posts/pcb-workshop',
    insta: 'https://www.instagram.com/p/sample-pcb-workshop',
    linkedin: 'https://www.linkedin.com/company/sample-ecs-nits/posts/pcb-workshop',
  },
  {
    id: 'orientation',
    date: '2023-08-05',
    heading: 'Orientation for the new batch',
    description:
      'Welcome to ECE! Meet your seniors and faculty, learn what the society does through the year, and find out how to join its teams.',
    image: '/images/feed/orientation.svg',
    fb: 'https://www.facebook.com/sample.ecs.nits/posts/orientation',
    insta: 'https://www.instagram.com/p/sample-orientation',
    linkedin: 'https://www.linkedin.com/company/sample-ecs-nits/posts/orientation',
  },
];
