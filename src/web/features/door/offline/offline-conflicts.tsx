import { t } from '../../../lib/staff-texts';
import { dismissConflict, useDoorDevice } from './door-device';
import { conflictStepText } from './offline-texts';

/**
 * Steps taken offline that the server did not take, because another device changed the
 * booking first: each in the server's words, until staff dismiss it.
 */
export function OfflineConflicts() {
  const { conflicts } = useDoorDevice();
  if (conflicts.length === 0) return null;
  // An alert is read out as it appears; it stays until the last conflict is dismissed.
  return (
    <div role="alert">
      <section className="door-conflicts" aria-labelledby="door-conflicts-heading">
        <h2 id="door-conflicts-heading">{t('door.offline.conflictsHeading', { count: conflicts.length })}</h2>
        <ul>
          {conflicts.map((conflict) => (
            <li key={conflict.nonce} className="door-conflict">
              <p>
                <strong>{conflictStepText(conflict)}</strong>: {conflict.message}
              </p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void dismissConflict(conflict.nonce)}
              >
                {t('door.offline.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
