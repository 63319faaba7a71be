import { msg, t } from '../../lib/staff-texts';

/**
 * The audit's actions in words, as the staff catalog writes them. The server's action filter
 * finds an action by a word of its English label (shared/rules/audit-actions.ts): the catalog
 * check holds the English of these to those labels, one for one.
 */
export const ACTION_LABELS: Record<string, string> = {
  'booking.status': msg('audit.action.booking.status'),
  'booking.offline_conflict': msg('audit.action.booking.offline_conflict'),
  'booking.move': msg('audit.action.booking.move'),
  'booking.cancel': msg('audit.action.booking.cancel'),
  'booking.resend': msg('audit.action.booking.resend'),
  'booking.person': msg('audit.action.booking.person'),
  'staff.add': msg('audit.action.staff.add'),
  'staff.role': msg('audit.action.staff.role'),
  'staff.remove': msg('audit.action.staff.remove'),
  'schedule.update': msg('audit.action.schedule.update'),
  'slots.generate': msg('audit.action.slots.generate'),
  'slot.capacity': msg('audit.action.slot.capacity'),
  'slot.close': msg('audit.action.slot.close'),
  'slot.reopen': msg('audit.action.slot.reopen'),
  'slot.change': msg('audit.action.slot.change'),
  'closure.add': msg('audit.action.closure.add'),
  'closure.remove': msg('audit.action.closure.remove'),
  export: msg('audit.action.export'),
};

/** A door step (`booking.status`'s `after.step`) in words. */
export const DOOR_STEP_LABELS: Record<string, string> = {
  validate: msg('audit.step.validate'),
  check_in: msg('audit.step.check_in'),
  check_out: msg('audit.step.check_out'),
  refuse: msg('audit.step.refuse'),
  undo: msg('audit.step.undo'),
};

/** An action in words (one not listed shows as recorded); a door step says which step. */
export function auditActionLabel(action: string, step?: unknown): string {
  const key = ACTION_LABELS[action];
  const label = key ? t(key) : action;
  const stepKey = typeof step === 'string' ? DOOR_STEP_LABELS[step] : undefined;
  return stepKey ? t('audit.actionStep', { action: label, step: t(stepKey) }) : label;
}
