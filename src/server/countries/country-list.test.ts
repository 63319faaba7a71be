import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The whole package, cities included, only to compare against: the server never loads it.
import { Country, State } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { compactCountries, statesOf } from './country-list';

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
