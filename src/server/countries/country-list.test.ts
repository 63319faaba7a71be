import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The whole package, cities included, only to compare against: the server never loads it.
import { Country, State } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { countriesResponseSchema } from '../../shared/schemas/site';
import { createTestApp } from '../../test/test-app';
import { compactCountries, statesOf } from './country-list';

// Checked by hand against ITU-T E.164's list of country codes and the North American Numbering
// Plan's area codes: the places the package gets wrong, and a few it gets right that look odd.
const REFERENCE: Record<string, string[]> = {
  IN: ['91'],
  US: ['1'],
  CA: ['1'],
  UM: ['1'],
  DO: ['1809', '1829', '1849'],
  PR: ['1787', '1939'],
  JM: ['1876', '1658'],
  BS: ['1242'],
  TT: ['1868'],
  VI: ['1340'],
  SX: ['1721'],
  KZ: ['7'],
  RU: ['7'],
  GB: ['44'],
  GG: ['44'],
  JE: ['44'],
  IM: ['44'],
  FI: ['358'],
  AX: ['358'],
  IT: ['39'],
  VA: ['39'],
  NO: ['47'],
  SJ: ['47'],
  NZ: ['64'],
  PN: ['64'],
  AQ: ['672'],
  NF: ['672'],
  BV: [],
  HM: [],
  XK: ['383'],
  EH: ['212'],
};

describe('states without the package', () => {
  it('lists every country’s states as the package does, in its order', () => {
    for (const { isoCode } of Country.getAllCountries()) {
      const expected = State.getStatesOfCountry(isoCode).map(({ name, isoCode: code }) => ({
        name,
        isoCode: code,
      }));
      expect(statesOf(isoCode), isoCode).toEqual(expected);
    }
    expect(statesOf('IN')).toContainEqual({ name: 'Karnataka', isoCode: 'KA' });
  });

  it('knows no country that the package does not have', () => {
    expect(statesOf('ZZ')).toBeUndefined();
    expect(statesOf('in')).toBeUndefined();
  });

  it('lists every country of the package once, India first', () => {
    const isoCodes = compactCountries().map((country) => country.isoCode);
    expect(isoCodes[0]).toBe('IN');
    expect([...isoCodes].sort()).toEqual(
      Country.getAllCountries()
        .map((country) => country.isoCode)
        .sort(),
    );
  });
});

describe('dial codes', () => {
  const countries = compactCountries();
  const byIsoCode = new Map(countries.map((country) => [country.isoCode, country]));

  it.each(Object.entries(REFERENCE))('%s has the codes %j', (isoCode, codes) => {
    expect(byIsoCode.get(isoCode)?.phonecodes).toEqual(codes);
  });

  it('are 1 to 4 digits each, never repeated within a country, the main one first', () => {
    for (const { isoCode, phonecode, phonecodes } of countries) {
      for (const code of phonecodes) expect(code, isoCode).toMatch(/^[1-9]\d{0,3}$/);
      expect(new Set(phonecodes).size, isoCode).toBe(phonecodes.length);
      expect(phonecode, isoCode).toBe(phonecodes[0] ?? '');
    }
  });

  it('are missing only where there is no telephone service', () => {
    const without = countries.filter((country) => country.phonecodes.length === 0);
    expect(without.map((country) => country.isoCode).sort()).toEqual(['BV', 'HM']);
  });

  it('come with India first, then every other country by name', () => {
    const [first, ...others] = countries;
    expect(first).toEqual({ name: 'India', isoCode: 'IN', flag: '🇮🇳', phonecode: '91', phonecodes: ['91'] });
    const names = others.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('GET /api/countries', () => {
  it('answers the list in the shared schema’s shape, one entry per country', async () => {
    const t = await createTestApp('sqlite');
    try {
      const response = await t.app.inject('/api/countries');
      const countries = countriesResponseSchema.parse(response.json());
      expect(countries.find((country) => country.isoCode === 'DO')).toEqual({
        name: 'Dominican Republic',
        isoCode: 'DO',
        flag: '🇩🇴',
        phonecode: '1809',
        phonecodes: ['1809', '1829', '1849'],
      });
      expect(countries).toHaveLength(Country.getAllCountries().length);
      expect((await t.app.inject('/api/countries/ZZ/states')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the server', () => {
  // The package's index loads all cities (about 8 MB of JSON, 26 MB of heap) on import.
  it('imports country-state-city only through its country and state data', () => {
    const serverFolder = path.join(import.meta.dirname, '..');
    const sources = readdirSync(serverFolder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const importers = sources.filter((file) =>
      /from 'country-state-city(\/lib\/(cjs\/)?(index|city)(\.js)?)?'/.test(
        readFileSync(path.join(serverFolder, file), 'utf8'),
      ),
    );
    expect(importers).toEqual([]);
    expect(sources).toContain(path.join('countries', 'country-list.ts'));
  });
});
