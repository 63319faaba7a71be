import { describe, expect, it } from 'vitest';
import type { Country } from '../../../shared/schemas/site';
import { optionsOf } from './country-code-select';

const INDIA: Country = { name: 'India', isoCode: 'IN', flag: '🇮🇳', phonecode: '91', phonecodes: ['91'] };
const DOMINICAN_REPUBLIC: Country = {
  name: 'Dominican Republic',
  isoCode: 'DO',
  flag: '🇩🇴',
  phonecode: '1809',
  phonecodes: ['1809', '1829', '1849'],
};
const BOUVET_ISLAND: Country = {
  name: 'Bouvet Island',
  isoCode: 'BV',
  flag: '🇧🇻',
  phonecode: '',
  phonecodes: [],
};

describe('dial code options', () => {
  it('lists each of a country’s codes as its own option, and none for a place without a code', () => {
    expect(optionsOf([INDIA, BOUVET_ISLAND, DOMINICAN_REPUBLIC])).toEqual([
      { isoCode: 'IN', phonecode: '91', value: 'IN', label: '🇮🇳 IN +91' },
      { isoCode: 'DO', phonecode: '1809', value: 'DO', label: '🇩🇴 DO +1809' },
      { isoCode: 'DO', phonecode: '1829', value: 'DO-1829', label: '🇩🇴 DO +1829' },
      { isoCode: 'DO', phonecode: '1849', value: 'DO-1849', label: '🇩🇴 DO +1849' },
    ]);
  });
});
