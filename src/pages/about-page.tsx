import { Carousel } from '../components/carousel/carousel.tsx';
import { FaqAccordion } from '../components/faq-accordion/faq-accordion.tsx';
import { PageHeader } from '../components/page-header/page-header.tsx';
import { SectionHeading } from '../components/section-heading/section-heading.tsx';
import { aboutIntro } from '../content/about.ts';
import { highlightedEvents } from '../content/events.ts';
import { faqs } from '../content/faq.ts';
import { EventSlide } from './events/event-slide.tsx';
import styles from './about/about-page.module.css';

const eventSlides = highlightedEvents.map((event) => ({
  key: event.id,
  content: <EventSlide event={event} />,
}));

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
          {aboutIntro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </section>
        <section>
          <SectionHeading id="about-events" eyebrow="What we do" title="Our Events" />
          <Carousel
            label="Events"
            slides={eventSlides}
            slidesPerView={{ base: 1, md: 2, lg: 3 }}
            autoplayDelay={2000}
          />
        </section>
        <section id="faq" aria-labelledby="faq-title" className={styles.faq}>
          <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently Asked Questions" />
          <FaqAccordion items={faqs} />
        </section>
      </div>
    </>
  );
}
