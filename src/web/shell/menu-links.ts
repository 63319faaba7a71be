import { msg } from '../../shared/i18n/msg';

export interface MenuGroup {
  /** For the heading's element id. */
  id: string;
  /** Message keys (src/web/locales), shown with t(). */
  title: string;
  links: { label: string; path: string }[];
}

/** The side menu's sections: pages of the main public site, by path. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'about',
    title: msg('shell.menuGroup.about'),
    links: [
      { label: msg('shell.menuLink.sriSathyaSai'), path: '/about/sri-sathya-sai' },
      { label: msg('shell.menuLink.museum'), path: '/about/museum' },
      { label: msg('shell.menuLink.brindavanAshram'), path: '/about/brindavan-ashram' },
    ],
  },
  {
    id: 'visit',
    title: msg('shell.menuGroup.visit'),
    links: [
      { label: msg('shell.menuLink.gettingHere'), path: '/visit/getting-here' },
      { label: msg('shell.menuLink.generalInfo'), path: '/visit/general-info' },
    ],
  },
  {
    id: 'gallery',
    title: msg('shell.menuGroup.gallery'),
    links: [
      { label: msg('shell.menuLink.photos'), path: '/gallery/photos' },
      { label: msg('shell.menuLink.videos'), path: '/gallery/videos' },
    ],
  },
];
