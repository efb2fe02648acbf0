import { TypedLine } from './typed-line.tsx';
import styles from './hero.module.css';

interface HeroProps {
  /** The signed-in member's display name, greeted under the welcome heading. */
  greetingName?: string | null;
}

export function Hero({ greetingName }: HeroProps) {
  return (
    <header className={styles.hero}>
      <svg
        className={styles.wave}
        viewBox="0 0 1200 200"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 100 Q 75 20 150 100 T 300 100 T 450 100 T 600 100 T 750 100 T 900 100 T 1050 100 T 1200 100" />
        <path d="M0 120 H 200 V 60 H 400 V 140 H 600 V 60 H 800 V 140 H 1000 V 60 H 1200" />
      </svg>
      <div className={styles.inner}>
        <h1 className={styles.title}>ELECTRONICS &amp; COMMUNICATION SOCIETY</h1>
        <TypedLine text="NIT SILCHAR" />
        <div className={styles.welcome}>
          <h2 className={styles.welcomeTitle}>Welcome!</h2>
          {greetingName ? (
            <p className={styles.greeting}>Good to see you, {greetingName}.</p>
          ) : null}
          <p className={styles.tagline}>
            The official website of Electronics and Communication Society, NIT Silchar
          </p>
        </div>
      </div>
    </header>
  );
}
