import { Carousel } from '@/components/carousel/carousel.tsx';
import { SectionHeading } from '@/components/section-heading/section-heading.tsx';
import highlightedEvents from 'virtual:content/highlighted-events';
import { EventSlide } from './event-slide.tsx';

const eventSlides = highlightedEvents.map((event) => ({
  key: event.slug,
  content: <EventSlide event={event} />,
}));

/** "Our Events": the events carousel shown on the home and about pages. */
export function EventsCarouselSection({ headingId }: { headingId: string }) {
  return (
    <section>
      <SectionHeading id={headingId} eyebrow="What we do" title="Our Events" />
      <Carousel
        label="Events"
        slides={eventSlides}
        slidesPerView={{ base: 1, md: 2, lg: 3 }}
        autoplayDelay={2000}
      />
    </section>
  );
}
