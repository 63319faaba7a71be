import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a client-side move to another page, starts the visitor at the top of the new page
 * with keyboard focus on its main content, instead of on the old link. Back and forward
 * keep the browser's own restored position; a `#hash` is left to useScrollToHash.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType, main]);
}
