import type { StaffMember } from '../../../shared/schemas/staff';
import { ModalDialog } from '../../lib/modal-dialog';
import { t } from '../../lib/staff-texts';

/** Something done to a member that asks first: taking their access or their second factor away. */
export interface MemberAction {
  kind: 'remove' | 'reset-two-factor';
  member: StaffMember;
}

const WORDING = {
  remove: {
    title: () => t('staff.remove.title'),
    consequence: (email: string) => t('staff.remove.consequence', { email }),
    confirm: () => t('staff.remove.confirm'),
  },
  'reset-two-factor': {
    title: () => t('staff.reset.title'),
    consequence: (email: string) => t('staff.reset.consequence', { email }),
    confirm: () => t('staff.reset.confirm'),
  },
} as const;

/** The app's own dialog to confirm a member action (never the browser's confirm()). */
export function ConfirmMemberAction({
  action,
  pending,
  onConfirm,
  onCancel,
}: {
  action: MemberAction | null;
  pending: boolean;
  onConfirm(action: MemberAction): void;
  onCancel(): void;
}) {
  const wording = WORDING[action?.kind ?? 'remove'];
  return (
    <ModalDialog
      open={action !== null}
      title={wording.title()}
      onClose={onCancel}
      describedBy="staff-action-consequence"
    >
      <p id="staff-action-consequence">{action && wording.consequence(action.member.email)}</p>
      <div className="staff-confirm-actions">
        <button
          type="button"
          className="button"
          disabled={pending}
          // biome-ignore lint/a11y/noAutofocus: the dialog asks this one question; Escape cancels.
          autoFocus
          onClick={() => action && onConfirm(action)}
        >
          {wording.confirm()}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
