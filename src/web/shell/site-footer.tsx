import { Link } from 'react-router';
import { organisation, thirdPartySettings, useEnvironment } from '../lib/environment';
import { useTexts } from '../lib/i18n';
import { useBrowserValue } from '../lib/use-browser-value';

/** The address on a map: the configured embed, or a plain link when no map is turned on. */
function AddressMap() {
  const { mapEmbedUrl } = thirdPartySettings(useEnvironment());
  const { t } = useTexts();
  if (mapEmbedUrl) {
    return <iframe className="footer-map" src={mapEmbedUrl} title={t('footer.map')} loading="lazy" />;
  }
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(organisation.address)}`;
  return (
    <p>
      <a href={search}>{t('footer.findOnMap')}</a>
    </p>
  );
}

function telUri(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter() {
  // The prerendered page was built in some year; the browser knows this one.
  const year = useBrowserValue(() => new Date().getFullYear(), null);
  const { t } = useTexts();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section className="footer-section" aria-labelledby="footer-visit">
          <h2 id="footer-visit">{t('footer.planVisit')}</h2>
          <p>
            <span className="footer-label">{t('shell.timings')}</span> {t('footerHours')}
          </p>
          <ul className="footer-rules">
            <li>{t('visitingRules.0')}</li>
            <li>{t('visitingRules.1')}</li>
            <li>{t('visitingRules.2')}</li>
            <li>{t('visitingRules.3')}</li>
            <li>{t('visitingRules.4')}</li>
          </ul>
        </section>
        <section className="footer-section" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <address>
            <p>{organisation.name}</p>
            <p>{organisation.address}</p>
            <p>
              <span className="footer-label">{t('footer.email')}</span>{' '}
              <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
            </p>
            <p>
              <span className="footer-label">{t('footer.chat')}</span>{' '}
              <a href={telUri(organisation.chatNumber)}>{organisation.chatNumber}</a>
            </p>
          </address>
          <AddressMap />
        </section>
        <section className="footer-section" aria-labelledby="footer-sisters">
          <h2 id="footer-sisters">{t('footer.sisters')}</h2>
          <ul className="footer-sisters">
            {organisation.sisterSites.map((site) => (
              <li key={site.url}>
                <a href={site.url}>{site.name}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <p>{t('footer.rights', { year: year ?? '', trust: organisation.trustName })}</p>
        <p>
          {/* This site's own page: it describes what this booking site keeps. */}
          <Link to={organisation.privacyPolicyPath}>{t('footer.privacy')}</Link>
        </p>
      </div>
    </footer>
  );
}
