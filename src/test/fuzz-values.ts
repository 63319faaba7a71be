// Random, malformed and hostile request parts for the API fuzz test, drawn from a seeded
// PRNG so a failure replays with the same seed. Test support only.

/** mulberry32: small, fast, good enough to pick cases; the same seed gives the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (probability: number) => next() < probability,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/**
 * Personal data the fuzz sends, remembered so the test can check none of it reaches the log.
 * Every value is long and distinctive enough that it cannot appear there by chance.
 */
export class PersonalData {
  readonly values = new Set<string>();
  constructor(private readonly random: Random) {}

  private remember(value: string): string {
    this.values.add(value);
    return value;
  }
  email(): string {
    return this.remember(`fz${this.random.int(1e9)}@example.org`);
  }
  name(): string {
    return this.remember(
      `Fuzzname ${this.random.pick(['Ravi', 'Asha', 'Zoë', 'Ślęzak', 'श्रीनिवास'])}${this.random.int(1e6)}`,
    );
  }
  mobile(): string {
    return this.remember(`9${String(this.random.int(1e9)).padStart(9, '0')}`);
  }
}

const UNICODE = ['é', 'ß', '你好', '🙂', '\u202e', '\u200b', '\ufeff', 'ﷺ', '\ud83d', '\u2028'];

/** A string chosen to break things: NUL, control and odd unicode, huge, SQL-ish, numeric-ish. */
export function hostileString(random: Random, personal: PersonalData): string {
  switch (random.int(14)) {
    case 0:
      return `a\u0000b`;
    case 1:
      return '\u0000';
    case 2:
      return random.pick(UNICODE).repeat(1 + random.int(5));
    case 3:
      return 'x'.repeat(random.pick([0, 1, 65, 101, 257, 2001, 20_000]));
    case 4:
      return random.pick(["' OR 1=1 --", '"; DROP TABLE users; --', '%', '%00', '../../etc/passwd', '\\']);
    case 5:
      return random.pick(['1e309', '-1', '0', '9007199254740993', 'NaN', 'Infinity', '0x1f', '00012']);
    case 6:
      return random.pick(['2026-11-22', '2026-02-30', '9999-12-31', '2026-11-22T10:00', '1900-01-01']);
    case 7:
      return personal.email();
    case 8:
      return personal.name();
    case 9:
      return personal.mobile();
    case 10:
      return random.pick(['staff', 'admin', 'visitor', 'cancel', 'SAIRAM 1234', 'true', 'null']);
    case 11:
      return `<script>alert(${random.int(9)})</script>`;
    case 12:
      return ' \t\n ';
    default:
      return `${random.pick(['id', 'x', 'Ab', 'Z'])}${random.int(1e6)}`;
  }
}

/** Any JSON value, sometimes nested far too deep. */
export function hostileValue(random: Random, personal: PersonalData, depth = 0): unknown {
  const kind = random.int(depth > 3 ? 6 : 10);
  switch (kind) {
    case 0:
    case 1:
    case 2:
      return hostileString(random, personal);
    case 3:
      return random.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1e-320, 123456789012]);
    case 4:
      return random.pick([true, false]);
    case 5:
      return null;
    case 6:
      return Array.from({ length: random.int(4) }, () => hostileValue(random, personal, depth + 1));
    case 7:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, () => [
          random.pick(['a', 'name', '__proto__', 'constructor', 'id', '\u0000', '']),
          hostileValue(random, personal, depth + 1),
        ]),
      );
    case 8:
      return `${DEEP}${random.pick([33, 100, 5000])}`;
    default:
      return Array.from({ length: random.pick([100, 1000]) }, () => random.int(10));
  }
}

// JSON.stringify recurses, so deep nesting is a placeholder string until `toJsonText`.
const DEEP = '__deeply_nested__';

/** The JSON text of a value from `hostileValue`, with its deep-nesting placeholders expanded. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${DEEP}(\\d+)"`, 'g'), (_match, depth: string) =>
    deepJsonText(Number(depth)),
  );
}

/** JSON text of nested arrays, made without recursion. */
export function deepJsonText(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Percent-encodes a path segment, sometimes oddly (every letter, or a stray %). */
export function mangleSegment(random: Random, segment: string): string {
  switch (random.int(8)) {
    case 0:
      return [...segment]
        .map((char) =>
          char.charCodeAt(0) < 128 ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}` : '%C3%A9',
        )
        .join('');
    case 1:
      return `${segment}%`;
    case 2:
      return segment.toUpperCase();
    case 3:
      return `${segment}%2F..`;
    default:
      return encodeURIComponent(segment.replace(/[\ud800-\udfff]/g, '?'));
  }
}
