import { Link } from 'react-router-dom';
import styles from './home-page.module.css';

/** The banner that leads to the Chamber of Secrets riddle game; the home page's largest paint. */
export function CosBanner() {
  return (
    <Link to="/cos" className={styles.banner}>
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
          alt="Chamber of Secrets: the ECS riddle hunt. Solve 21 riddles in one hour. Play now"
          width={1200}
          height={360}
          fetchpriority="high"
        />
      </picture>
    </Link>
  );
}
