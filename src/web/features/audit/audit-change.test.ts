import { describe, expect, it } from 'vitest';
import { actionName, changeLines } from './audit-change';

describe('an audit entry in words', () => {
  it('pairs each field of before and after', () => {
    expect(
      changeLines({ email: 'a@example.org', role: 'staff' }, { email: 'a@example.org', role: 'admin' }),
    ).toEqual([
      { field: 'email', before: 'a@example.org', after: 'a@example.org' },
      { field: 'role', before: 'staff', after: 'admin' },
    ]);
  });

  it('shows only the after of something made, and only the before of something removed', () => {
    expect(changeLines(null, { file: 'visitors.csv', from: '2026-11-01' })).toEqual([
      { field: 'file', after: 'visitors.csv' },
      { field: 'from', after: '2026-11-01' },
    ]);
    expect(changeLines({ closed: true }, null)).toEqual([{ field: 'closed', before: 'yes' }]);
  });

  it('writes plain values and nothing for an empty entry', () => {
    expect(changeLines(0, 3)).toEqual([{ field: 'value', before: '0', after: '3' }]);
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines(null, { list: [1, 2] })).toEqual([{ field: 'list', after: '[1,2]' }]);
  });

  it('names known actions and leaves others as recorded', () => {
    expect(actionName('export')).toBe('Export downloaded');
    expect(actionName('closure.add')).toBe('Day closed');
    expect(actionName('report.viewed')).toBe('report.viewed');
  });
});
