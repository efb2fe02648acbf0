import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { SocialLinks } from '@/components/person-card/social-links.tsx';
import feedPosts from 'virtual:content/feed';
import styles from './feed-page.module.css';

export const head: RouteHead = {
  title: 'Feed',
  description: 'News from the Electronics and Communication Society, NIT Silchar.',
};

export function FeedPage() {
  return (
    <>
      <PageHeader title="Feed" eyebrow="News from ECS">
        <p>Announcements, workshops and events from the society.</p>
      </PageHeader>
      <ul className={styles.posts}>
        {feedPosts.map((post, index) => (
          <li key={post.id}>
            <article className={styles.post} aria-labelledby={`post-${post.id}`}>
              <img
                className={styles.image}
                src={post.image}
                alt=""
                width={640}
                height={360}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <div className={styles.body}>
                <time className={styles.date} dateTime={post.date}>
                  {post.dateInWords}
                </time>
                <h2 id={`post-${post.id}`} className={styles.heading}>
                  {post.heading}
                </h2>
                <p className={styles.description}>{post.description}</p>
                <SocialLinks
                  owner={`“${post.heading}”`}
                  fb={post.fb}
                  insta={post.insta}
                  linkedin={post.linkedin}
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
