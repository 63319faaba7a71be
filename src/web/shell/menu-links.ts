export interface MenuGroup {
  title: string;
  links: { label: string; path: string }[];
}

/** The side menu's sections: pages of the main public site, by path. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    title: 'About',
    links: [
      { label: 'Sri Sathya Sai', path: '/about/sri-sathya-sai' },
      { label: 'Museum', path: '/about/museum' },
      { label: 'Brindavan Ashram', path: '/about/brindavan-ashram' },
    ],
  },
  {
    title: 'Visit',
    links: [
      { label: 'Getting Here', path: '/visit/getting-here' },
      { label: 'General Info', path: '/visit/general-info' },
    ],
  },
  {
    title: 'Gallery',
    links: [
      { label: 'Photos', path: '/gallery/photos' },
      { label: 'Videos', path: '/gallery/videos' },
    ],
  },
];
