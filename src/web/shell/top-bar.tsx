import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { homeSiteUrl, organisation, useEnvironment } from '../lib/environment';
import { useTexts } from '../lib/i18n';
import { LanguageMenu } from './language-menu';

interface TopBarProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** The signed-in visitor's New and History links (accounts feature), handed in by the app. */
  accountLinks: ReactNode;
}

/**
 * Menu toggle, logo and the close link back to the home site, with the account links
 * between the logo and the close link.
 */
export function TopBar({ menuId, menuOpen, onToggleMenu, toggleRef, accountLinks }: TopBarProps) {
  const environment = useEnvironment();
  const { t } = useTexts();
  return (
    <div className="top-bar">
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        <span className={menuOpen ? 'menu-icon menu-icon-open' : 'menu-icon'} aria-hidden="true" />
        <span className="menu-toggle-text">{t('shell.menu')}</span>
      </button>
      <Link to="/" className="brand">
        <img src="/logo.svg" alt="" width="40" height="40" />
        <span className="brand-text">
          <span className="brand-name">{organisation.name}</span>
          <span className="brand-tagline">{t('shell.onlineBooking')}</span>
        </span>
      </Link>
      {accountLinks}
      <LanguageMenu />
      {/* On a phone this link moves into the menu (side-menu.tsx), so the bar never shows two
          look-alike "×": the menu button's closes the menu, this one leaves the site. */}
      <a className="close-link" href={homeSiteUrl(environment)} aria-label={t('shell.leaveSite')}>
        <span aria-hidden="true">×</span>
        <span className="close-link-text">{t('shell.close')}</span>
      </a>
    </div>
  );
}
