import { AGE_BANDS, type AgeBand } from '../../shared/rules/age-bands';
import type { WalkInExportRow } from './exports.repository';

/** One walk-in visitor as visitors.csv lists them. */
export interface WalkInVisitor {
  position: number;
  name: string;
  nationality: 'IN' | 'OTHER' | null;
  ageBand: AgeBand;
}

/**
 * A walk-in party as one line per person for visitors.csv. Staff give the party's names, its
 * nationality split and its age counts separately, so a name is not tied to a nationality or a
 * band: names come in the order given, then nationalities (India first) and bands (youngest
 * first) are dealt out in order. Each column's counts are right; a line is not one person's
 * record (the README says so).
 */
export function walkInVisitors(party: WalkInExportRow): WalkInVisitor[] {
  const names: string[] = party.walk_in_names ? JSON.parse(party.walk_in_names) : [];
  const fromIndia = party.nationality_in;
  const given: Partial<Record<AgeBand, number>> = party.walk_in_ages ? JSON.parse(party.walk_in_ages) : {};
  const bands = AGE_BANDS.flatMap((band) =>
    Array<AgeBand>(band === 'unknown' ? 0 : (given[band] ?? 0)).fill(band),
  );
  return Array.from({ length: Number(party.people) }, (_, position) => ({
    position,
    name: names[position] ?? '',
    nationality: fromIndia === null ? null : position < Number(fromIndia) ? 'IN' : 'OTHER',
    ageBand: bands[position] ?? 'unknown',
  }));
}
