// An audit entry's before and after, as lines people read: `role: staff → admin`.

export interface ChangeLine {
  field: string;
  /** Absent when the entry has no before (something was made) or no after (removed). */
  before?: string;
  after?: string;
}

/**
 * Actions in words; an action not listed shows as recorded. The schedule, slot and closure
 * actions are those the museum admin pages record.
 */
const ACTION_NAMES: Record<string, string> = {
  'booking.status': 'Door step',
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

export const KNOWN_ACTIONS = Object.keys(ACTION_NAMES);

export function actionName(action: string): string {
  return ACTION_NAMES[action] ?? action;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One line per field that either side holds, fields of `after` first; a field the same on
 * both sides is kept (it names what was acted on, such as the e-mail of a role change).
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [
      {
        field: 'value',
        ...(before === null ? {} : { before: valueText(before) }),
        ...(after === null ? {} : { after: valueText(after) }),
      },
    ];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields.map((field) => ({
    field,
    ...(isRecord(before) ? { before: valueText(from[field]) } : {}),
    ...(isRecord(after) ? { after: valueText(to[field]) } : {}),
  }));
}
