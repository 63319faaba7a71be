import { texts } from '../../shared/texts';
import { homeSiteUrl, publicSiteUrl, useEnvironment } from '../lib/environment';
import { MENU_GROUPS } from './menu-links';
import { LEAVE_SITE_NAME } from './top-bar';

/** The second header: links to the main public site, shown when the menu toggle is open. */
export function SideMenu({ id, open }: { id: string; open: boolean }) {
  const environment = useEnvironment();
  return (
    <nav id={id} className="side-menu" aria-label="Main menu" hidden={!open}>
      <div className="side-menu-inner">
        {MENU_GROUPS.map((group) => (
          <div className="menu-group" key={group.title}>
            <p className="menu-group-title" id={`menu-${group.title.toLowerCase()}`}>
              {group.title}
            </p>
            <ul aria-labelledby={`menu-${group.title.toLowerCase()}`}>
              {group.links.map((link) => (
                <li key={link.path}>
                  <a href={publicSiteUrl(link.path, environment)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="menu-group">
          <p className="menu-group-title">
            <a href={environment.site.onlineBookingSite}>Online Booking</a>
          </p>
          <p className="menu-leave-site">
            <a href={homeSiteUrl(environment)}>{LEAVE_SITE_NAME}</a>
          </p>
          <p className="menu-hours">
            <span className="menu-hours-label">Timings</span> {texts.menuHours}
          </p>
        </div>
      </div>
    </nav>
  );
}
