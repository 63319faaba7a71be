import { homeSiteUrl, publicSiteUrl, useEnvironment } from '../lib/environment';
import { useTexts } from '../lib/i18n';
import { MENU_GROUPS } from './menu-links';

/** The second header: links to the main public site, shown when the menu toggle is open. */
export function SideMenu({ id, open }: { id: string; open: boolean }) {
  const environment = useEnvironment();
  const { t } = useTexts();
  return (
    <nav id={id} className="side-menu" aria-label={t('shell.mainMenu')} hidden={!open}>
      <div className="side-menu-inner">
        {MENU_GROUPS.map((group) => (
          <div className="menu-group" key={group.id}>
            <p className="menu-group-title" id={`menu-${group.id}`}>
              {t(group.title)}
            </p>
            <ul aria-labelledby={`menu-${group.id}`}>
              {group.links.map((link) => (
                <li key={link.path}>
                  <a href={publicSiteUrl(link.path, environment)}>{t(link.label)}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="menu-group">
          <p className="menu-group-title">
            <a href={environment.site.onlineBookingSite}>{t('shell.onlineBooking')}</a>
          </p>
          <p className="menu-leave-site">
            <a href={homeSiteUrl(environment)}>{t('shell.leaveSite')}</a>
          </p>
          <p className="menu-hours">
            <span className="menu-hours-label">{t('shell.timings')}</span> {t('menuHours')}
          </p>
        </div>
      </div>
    </nav>
  );
}
