import { Link } from 'react-router';
import { texts } from '../../shared/texts';
import { organisation, thirdPartySettings, useEnvironment } from '../lib/environment';
import { useBrowserValue } from '../lib/use-browser-value';

/** The address on a map: the configured embed, or a plain link when no map is turned on. */
function AddressMap() {
  const { mapEmbedUrl } = thirdPartySettings(useEnvironment());
  if (mapEmbedUrl) {
    return <iframe className="footer-map" src={mapEmbedUrl} title="Map: how to find us" loading="lazy" />;
  }
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(organisation.address)}`;
  return (
    <p>
      <a href={search}>Find us on a map</a>
    </p>
  );
}

function telUri(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter() {
  // The prerendered page was built in some year; the browser knows this one.
  const year = useBrowserValue(() => new Date().getFullYear(), null);
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section className="footer-section" aria-labelledby="footer-visit">
          <h2 id="footer-visit">Plan your visit</h2>
          <p>
            <span className="footer-label">Timings</span> {texts.footerHours}
          </p>
          <ul className="footer-rules">
            {texts.visitingRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <section className="footer-section" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <p>{organisation.name}</p>
            <p>{organisation.address}</p>
            <p>
              <span className="footer-label">E-mail</span>{' '}
              <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
            </p>
            <p>
              <span className="footer-label">Chat</span>{' '}
              <a href={telUri(organisation.chatNumber)}>{organisation.chatNumber}</a>
            </p>
          </address>
          <AddressMap />
        </section>
        <section className="footer-section" aria-labelledby="footer-sisters">
          <h2 id="footer-sisters">Sister organisations</h2>
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
        <p>
          © {year ?? ''} {organisation.trustName}. All rights reserved.
        </p>
        <p>
          {/* This site's own page: it describes what this booking site keeps. */}
          <Link to={organisation.privacyPolicyPath}>Privacy Policy</Link>
        </p>
      </div>
    </footer>
  );
}
