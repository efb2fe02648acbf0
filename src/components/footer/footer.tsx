import { Link } from 'react-router-dom';
import siteFacts from 'virtual:content/site-facts';
import { copyrightLine, footerLinks, INSTITUTE_NAME, SOCIETY_NAME } from '@/content/site.ts';
import { SocialIcon } from '../social-icon/social-icon.tsx';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-society">
          <img src="/images/brand/ecs-logo.svg" alt="" width="48" height="48" loading="lazy" />
          <h2 id="footer-society" className={styles.society}>
            {SOCIETY_NAME}
            <span className={styles.institute}>{INSTITUTE_NAME}</span>
          </h2>
        </section>
        <nav className={styles.links} aria-label="Footer">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.linkList}>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link className={styles.link} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.contact} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact us
          </h2>
          <a className={styles.link} href={`mailto:${siteFacts.contactEmail}`}>
            {siteFacts.contactEmail}
          </a>
          <ul className={styles.socialList}>
            {siteFacts.socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  className={styles.social}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{copyrightLine}</p>
    </footer>
  );
}
