import type { RouteHead } from './page-head.ts';
import { Carousel } from '@/components/carousel/carousel.tsx';
import { SectionHeading } from '@/components/section-heading/section-heading.tsx';
import alumni from 'virtual:content/alumni';
import messages from 'virtual:content/messages';
import { useAuth } from '@/features/auth/use-auth.ts';
import { EventsCarouselSection } from './events/events-carousel.tsx';
import { AlumnusSlide } from './home/alumnus-slide.tsx';
import { CosBanner } from './home/cos-banner.tsx';
import { Hero } from './home/hero.tsx';
import { MessageSlide } from './home/message-slide.tsx';
import { SpectrumCallout } from './home/spectrum-callout.tsx';
import { WhatsOnSlot } from './home/whats-on-slot.tsx';
import styles from './home/home-page.module.css';

export const head: RouteHead = { title: '' };

const messageSlides = messages.map((message) => ({
  key: message.from.designation,
  content: <MessageSlide message={message} />,
}));
const alumniSlides = alumni.map((alumnus) => ({
  key: alumnus.scholarId,
  content: <AlumnusSlide alumnus={alumnus} />,
}));

export function HomePage() {
  const { user } = useAuth();
  return (
    <>
      <Hero greetingName={user?.displayName} />
      <div className={styles.content}>
        <CosBanner />
        <SpectrumCallout />
        <EventsCarouselSection headingId="home-events" />
        <section>
          <SectionHeading id="home-messages" eyebrow="From the team" title="Messages" />
          <Carousel
            label="Messages"
            slides={messageSlides}
            slidesPerView={{ base: 1, md: 2 }}
            autoplayDelay={2000}
          />
        </section>
        <section>
          <SectionHeading id="home-alumni" eyebrow="Where we go" title="Notable Alumni" />
          <Carousel
            label="Notable alumni"
            slides={alumniSlides}
            slidesPerView={{ base: 1, md: 2, lg: 3 }}
            autoplayDelay={3000}
          />
        </section>
        <WhatsOnSlot />
      </div>
    </>
  );
}
