import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ScheduledNight } from '@/features/cos/night-headline.ts';
import styles from './game-night-card.module.css';

/**
 * The next scheduled game night, read once the page is shown, the way the home banner reads it
 * (one read of the night; the game's code stays out of this page's chunk).
 */
export function GameNightCard() {
  const [night, setNight] = useState<ScheduledNight>();
  useEffect(() => {
    let shown = true;
    import('@/features/cos/night-headline.ts')
      .then((module) => module.nextScheduledNight())
      .then((next) => shown && setNight(next))
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  if (!night) return null;
  return (
    <article className={styles.night} aria-labelledby="game-night">
      <h3 id="game-night" className={styles.name}>
        Chamber of Secrets game night
      </h3>
      <p>
        Opens <time dateTime={new Date(night.opensAt).toISOString()}>{night.opening}</time>
      </p>
      <Link to="/CoS">Play the Chamber of Secrets</Link>
    </article>
  );
}
