import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 21: the seats module is the only code that writes `slots.booked`. This reads every
// server source file outside src/server/seats and fails on anything that writes `booked`.

const SERVER = path.resolve(__dirname, '..');
const OWNER = path.join(SERVER, 'seats');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === OWNER ? [] : sourceFiles(full);
    const isTest = /\.test\.ts$|\.test-helpers\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !isTest ? [full] : [];
  });
}

/** The text of the call's argument list that opens at `open` (a `(`), parentheses balanced. */
function argumentsAt(code: string, open: number): string {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    if (code[index] === '(') depth++;
    else if (code[index] === ')' && --depth === 0) return code.slice(open + 1, index);
  }
  return code.slice(open + 1);
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const withoutStrings = (code: string) => code.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

/** Every way this code writes `booked` (Kysely's set/values/doUpdateSet, or raw SQL), as excerpts. */
function bookedWrites(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  // Kysely: `booked` as a key (or shorthand) in what is written, or named as the column set.
  for (const call of code.matchAll(/\.(set|values|doUpdateSet)\s*\(/g)) {
    const args = argumentsAt(code, (call.index ?? 0) + call[0].length - 1);
    if (/^\s*['"`]booked['"`]/.test(args) || /\bbooked\b/.test(withoutStrings(args))) {
      found.push(`.${call[1]}(${args.trim().slice(0, 80)})`);
    }
  }
  // Raw SQL in a string or template: `booked = …`, `SET booked`, `booked += …`.
  for (const literal of code.matchAll(/`[^`]*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g)) {
    if (/\bbooked"?\s*[-+]?=(?!=)|\bset\s+"?booked\b/i.test(literal[0])) found.push(literal[0].slice(0, 80));
  }
  return found;
}

describe('the seats module owns slots.booked', () => {
  it('finds every shape of a write of booked (the check itself can fail)', () => {
    expect(bookedWrites("db.updateTable('slots').set({ booked: 3 })")).toHaveLength(1);
    expect(
      bookedWrites("db.updateTable('slots').set((eb) => ({ booked: eb('booked', '+', n) }))"),
    ).toHaveLength(1);
    expect(bookedWrites("db.updateTable('slots').set({ capacity, booked })")).toHaveLength(1);
    expect(bookedWrites("db.updateTable('slots').set('booked', 0)")).toHaveLength(1);
    expect(bookedWrites("db.insertInto('slots').values({ id, booked: 2 })")).toHaveLength(1);
    expect(bookedWrites('sql`UPDATE slots SET booked = booked - 1`')).toHaveLength(1);
    expect(bookedWrites('db.executeQuery(sql.raw(\'update slots set "booked"=0\'))')).toHaveLength(1);
    // Not writes: reading it, a waiting-list state named 'booked', comparing it.
    expect(bookedWrites("db.selectFrom('slots').select(['booked', 'capacity'])")).toEqual([]);
    expect(bookedWrites(".set({ state: 'booked', active: null })")).toEqual([]);
    expect(bookedWrites("query.where('booked', '<=', capacity); if (a.booked === b) {}")).toEqual([]);
  });

  it('no server file outside src/server/seats writes booked', () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(100);
    const writers = files
      .map((file) => ({
        file: path.relative(SERVER, file),
        writes: bookedWrites(readFileSync(file, 'utf8')),
      }))
      .filter((entry) => entry.writes.length > 0);
    expect(writers).toEqual([]);
  });
});
