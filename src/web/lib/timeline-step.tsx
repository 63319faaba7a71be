import type { ReactNode, Ref } from 'react';

interface TimelineStepProps {
  number: number;
  title: string;
  /** The step's element id, also a `#hash` target. */
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/**
 * One step of the home page's vertical timeline: a numbered marker, a heading, its content.
 * Its styles are the home page's (styles/home.css).
 */
export function TimelineStep({ number, title, id, headingRef, children }: TimelineStepProps) {
  const headingId = `${id}-heading`;
  return (
    <li className="timeline-step" id={id}>
      <span className="timeline-marker" aria-hidden="true">
        {number}
      </span>
      <section className="timeline-body" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </section>
    </li>
  );
}
