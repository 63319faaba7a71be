import { personDocument } from '../../shared/rules/person-document';
import { t } from './staff-texts';

/**
 * A person's document as one line on a staff page (the day sheet, the front desk), by the
 * shared rule (person-document.ts): "ADHAAR 1234…", "ADHAAR erased" or "No ID proof given".
 */
export function documentText(documentLabel: string, documentNumber: string | null): string {
  const document = personDocument(documentNumber);
  if (document.kind === 'none') return t('person.noDocument');
  return `${documentLabel} ${document.kind === 'erased' ? t('person.erased') : document.number}`;
}
