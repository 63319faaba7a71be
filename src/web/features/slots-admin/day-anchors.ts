import type { MouseEvent } from 'react';

export const dayHeadingId = (date: string) => `slots-day-${date}`;

/**
 * Follows an in-page link: its target's section comes to the top of the screen and the target
 * (a heading with tabIndex -1) takes the focus, so reading and tabbing go on from there; the
 * router's URL is left alone.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  // Focus alone scrolls only as far as needed; the day should start at the top of the screen.
  (target.closest('section, nav') ?? target).scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}
