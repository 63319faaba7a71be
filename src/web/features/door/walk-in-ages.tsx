import { KNOWN_AGE_BANDS, type KnownAgeBand } from '../../../shared/rules/age-bands';
import { t } from '../../lib/staff-texts';

export type AgeCounts = Partial<Record<KnownAgeBand, string>>;

/** The counts typed, as numbers; null when one is not a whole number from 0. */
export function ageCountsOf(typed: AgeCounts): Partial<Record<KnownAgeBand, number>> | null {
  const counts: Partial<Record<KnownAgeBand, number>> = {};
  for (const band of KNOWN_AGE_BANDS) {
    const text = typed[band]?.trim() ?? '';
    if (text === '') continue;
    const count = Number(text);
    if (!Number.isInteger(count) || count < 0) return null;
    if (count > 0) counts[band] = count;
  }
  return counts;
}

/** "2 aged 0–12, 1 aged 60+", for the question before admitting. */
export function ageCountsText(counts: Partial<Record<KnownAgeBand, number>>): string {
  return KNOWN_AGE_BANDS.filter((band) => counts[band])
    .map((band) => t('door.walkIn.agedCount', { count: counts[band], band }))
    .join(', ');
}

/**
 * The walk-in party's ages for the reports, folded away: staff at a busy door may skip them
 * (those not counted are reported as unknown).
 */
export function WalkInAges({ value, onChange }: { value: AgeCounts; onChange(value: AgeCounts): void }) {
  return (
    <details className="door-walk-in-ages">
      <summary>{t('door.walkIn.ages')}</summary>
      <fieldset className="door-plain-fieldset">
        <legend className="visually-hidden">{t('door.walkIn.agesLegend')}</legend>
        <div className="door-walk-in-ages-grid">
          {KNOWN_AGE_BANDS.map((band) => (
            <label key={band} className="field door-walk-in-age">
              <span>{band}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                value={value[band] ?? ''}
                onChange={(event) => onChange({ ...value, [band]: event.target.value })}
              />
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
