import type { RouteHead } from './page-head.ts';
import { FaqAccordion } from '@/components/faq-accordion/faq-accordion.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { SectionHeading } from '@/components/section-heading/section-heading.tsx';
import aboutPage from 'virtual:content/about-page';
import { EventsCarouselSection } from './events/events-carousel.tsx';
import styles from './about/about-page.module.css';

export const head: RouteHead = {
  title: 'About Us',
  description: 'What ECS, NIT Silchar does, and answers to common questions.',
};

export function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="Electronics & Communication Society" title="About Us">
        <p>The students of ECE at NIT Silchar, learning, building and celebrating together.</p>
      </PageHeader>
      <div className={styles.content}>
        <section aria-labelledby="about-who" className={styles.intro}>
          <h2 id="about-who" className="visually-hidden">
            Who we are
          </h2>
          {aboutPage.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </section>
        <EventsCarouselSection headingId="about-events" />
        <section id="faq" aria-labelledby="faq-title" className={styles.faq}>
          <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently Asked Questions" />
          <FaqAccordion items={aboutPage.faqs} />
        </section>
      </div>
    </>
  );
}
