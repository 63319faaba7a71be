import { TimelineStep } from './timeline-step';

/** Step 4: the people who will visit. The booking feature fills this in. */
export function VisitorsStep() {
  return <TimelineStep number={4} id="add-visitors" title="Add Visitors" />;
}
