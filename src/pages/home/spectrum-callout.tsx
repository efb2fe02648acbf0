import { Link } from 'react-router-dom';
import spectrumCallout from 'virtual:content/spectrum-callout';
import styles from './home-page.module.css';

/** The way from the home page to the Spectrum fest and its registrations. */
export function SpectrumCallout() {
  return (
    <section className={styles.callout} aria-labelledby="home-spectrum">
      <div>
        <p className={styles.calloutEyebrow}>The ECS fest</p>
        <h2 id="home-spectrum" className={styles.calloutTitle}>
          Spectrum
        </h2>
        <p className={styles.calloutText}>{spectrumCallout}</p>
      </div>
      <Link to="/Spectrum" className={styles.calloutLink}>
        Explore Spectrum events
        <span aria-hidden="true"> →</span>
      </Link>
    </section>
  );
}
