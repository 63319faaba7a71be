import { Fragment } from 'react';

/** Characters per group: 22-character ids read as five groups of four and one of two. */
const GROUP = 4;

/**
 * A booking id as people read and copy it: monospace, in groups of four set a little apart,
 * breaking between groups only (never mid-group) on a narrow screen. The gaps are spacing,
 * not characters, so a copy or a screen reader gets the id as it is, old ids of other
 * lengths included.
 */
export function BookingIdText({ id }: { id: string }) {
  const groups: string[] = [];
  for (let start = 0; start < id.length; start += GROUP) groups.push(id.slice(start, start + GROUP));
  return (
    <span className="booking-id-text">
      {groups.map((group, index) => (
        // Groups of the same id never move, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="booking-id-group">{group}</span>
        </Fragment>
      ))}
    </span>
  );
}
