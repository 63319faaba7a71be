import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from './typed-text';

describe('text a person types for others to read', () => {
  it('keeps names in any script, with accents and emoji', () => {
    for (const name of ['Leela Devi', 'Zoë O’Brien', 'ಶ್ರೀನಿವಾಸ', 'محمد علي', '王小明', 'Ravi 🙏']) {
      expect(hasHiddenCharacters(name)).toBe(false);
    }
  });

  it('refuses control characters, text-direction overrides and isolates, and lone surrogates', () => {
    for (const bad of [
      'Ravi\u0007',
      'Ravi\u001b[31m',
      'Ravi\u007f',
      'Ravi\u0085',
      'Ravi\tKumar',
      'Ravi\nKumar',
      '\u202eivaR',
      'Ravi\u202a',
      'Ravi\u2066x\u2069',
      'Ravi\ud800',
      'Ravi\udc00x',
    ]) {
      expect(hasHiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('lets text of several lines keep its line breaks and tabs, and nothing else', () => {
    expect(hasHiddenCharacters('Lovely.\r\nThank you\tall', { lines: true })).toBe(false);
    expect(hasHiddenCharacters('Lovely\u202e', { lines: true })).toBe(true);
    expect(hasHiddenCharacters('Lovely\u0000', { lines: true })).toBe(true);
  });
});
