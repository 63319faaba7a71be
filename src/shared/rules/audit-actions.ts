// What the audit's actions are called in English, for its action filter, which finds an action
// by a word of its recorded name or of these labels. The staff site shows them from its
// catalog (web/features/audit/action-labels.ts), whose English the catalog check holds to these.

/**
 * Actions in words; an action not listed shows as recorded. The schedule, slot and closure
 * actions are those the museum admin pages record.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'booking.status': 'Door step',
  'booking.offline_conflict': 'Offline step not applied',
  'booking.move': 'Booking moved',
  'booking.cancel': 'Booking cancelled for the visitor',
  'booking.resend': 'Confirmation sent again',
  'booking.person': 'Person corrected',
  'staff.add': 'Staff added',
  'staff.role': 'Role changed',
  'staff.remove': 'Staff removed',
  'schedule.update': 'Weekly schedule changed',
  'slots.generate': 'Slots generated',
  'slot.capacity': 'Slot capacity changed',
  'slot.close': 'Slot closed',
  'slot.reopen': 'Slot reopened',
  'slot.change': 'Slot changed',
  'closure.add': 'Day closed',
  'closure.remove': 'Day reopened',
  export: 'Export downloaded',
};

/** A door step (`booking.status`'s `after.step`) in words. */
export const DOOR_STEP_LABELS: Record<string, string> = {
  validate: 'validated',
  check_in: 'checked in',
  check_out: 'checked out',
  refuse: 'refused',
  undo: 'undone',
};

const mentions = (words: string, ...names: string[]) =>
  names.some((name) => name.toLowerCase().includes(words));

/**
 * What the filter `words` (already trimmed) means: the known actions whose label holds them,
 * and the door steps whose name or label does. Recorded action names are matched by the
 * query itself, so actions not listed here are found too.
 */
export function auditFilterMatches(words: string): { actions: string[]; doorSteps: string[] } {
  const wanted = words.toLowerCase();
  return {
    actions: Object.keys(AUDIT_ACTION_LABELS).filter((action) =>
      mentions(wanted, AUDIT_ACTION_LABELS[action] as string),
    ),
    doorSteps: Object.keys(DOOR_STEP_LABELS).filter((step) =>
      mentions(wanted, step, step.replace('_', ' '), DOOR_STEP_LABELS[step] as string),
    ),
  };
}
