import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const MENU_ID = 'site-menu';

/** Top bar plus the side menu it opens and closes; `accountLinks` go in the top bar. */
export function SiteHeader({ accountLinks }: { accountLinks: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A new page starts with the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu when focus is in the header, and returns focus to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !header.current?.contains(document.activeElement)) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header" ref={header}>
      <TopBar
        menuId={MENU_ID}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        toggleRef={toggleRef}
        accountLinks={accountLinks}
      />
      <SideMenu id={MENU_ID} open={menuOpen} />
    </header>
  );
}
