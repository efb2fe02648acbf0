import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './home-page.module.css';

/** Where tonight's game stands, fetched once the page is shown (its code is not the page's). */
function useNightHeadline(): string {
  const [headline, setHeadline] = useState('');
  useEffect(() => {
    let shown = true;
    import('@/features/cos/night-headline.ts')
      .then((module) => module.nightHeadline())
      .then((line) => shown && setHeadline(line))
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  return headline;
}

/** The banner that leads to the Chamber of Secrets riddle game; the home page's largest paint. */
export function CosBanner() {
  const headline = useNightHeadline();
  return (
    <div className={styles.bannerBox}>
      <Link to="/CoS" className={styles.banner}>
        <picture>
          <source
            media="(max-width: 639px)"
            srcSet="/images/home/cos-banner-narrow.svg"
            width={720}
            height={540}
          />
          <img
            className={styles.bannerImage}
            src="/images/home/cos-banner.svg"
            alt="Chamber of Secrets: the ECS riddle hunt. Solve 21 riddles in one hour. Enter the chamber"
            width={1200}
            height={360}
            fetchpriority="high"
          />
        </picture>
      </Link>
      {/* Laid over the banner's free corner: the line arriving moves nothing on the page. */}
      <p className={styles.bannerNight} hidden={!headline}>
        {headline}
      </p>
    </div>
  );
}
