import { describe, expect, it } from 'vitest';
import { checkAddress } from './address-check.ts';
import { statesOfZip } from './us-zip-prefixes.ts';

const ny = { country: 'US', state: 'NY', zip: '10118', phone: '+1 (212) 555-0100' };

describe('offline address check', () => {
  it('verifies a good US address, by state code or name, ZIP+4 too', () => {
    expect(checkAddress(ny)).toEqual({ verified: true, issues: [], problems: [] });
    expect(checkAddress({ ...ny, state: 'new york' }).verified).toBe(true);
    expect(checkAddress({ ...ny, zip: '10118-0110' }).verified).toBe(true);
    expect(checkAddress({ country: 'US', state: 'CA', zip: '94103' }).verified).toBe(true);
    expect(checkAddress({ country: 'US', state: 'TX', zip: '73301' }).verified).toBe(true);
  });

  it('refuses an unknown country code', () => {
    const result = checkAddress({ ...ny, country: 'XX' });
    expect(result.verified).toBe(false);
    expect(result.problems.map((p) => p.path)).toEqual(['address.country']);
    expect(checkAddress({ ...ny, country: 'USA' }).verified).toBe(false);
  });

  it('refuses a state the country does not have', () => {
    const result = checkAddress({ ...ny, state: 'ZZ' });
    expect(result.problems.map((p) => p.path)).toEqual(['address.state']);
    expect(checkAddress({ country: 'CA', state: 'ON', zip: 'M5V 2T6' }).verified).toBe(true);
    expect(checkAddress({ country: 'CA', state: 'NY', zip: 'M5V 2T6' }).verified).toBe(false);
    expect(checkAddress({ country: 'AU', state: 'NSW', zip: '2000' }).verified).toBe(true);
    expect(checkAddress({ country: 'AU', state: 'Victoria', zip: '3000' }).verified).toBe(true);
  });

  it('checks the postal code format of the country', () => {
    expect(checkAddress({ ...ny, zip: '1011' }).problems[0]?.path).toBe('address.zip');
    expect(checkAddress({ country: 'GB', state: 'London', zip: 'SW1A 1AA' }).verified).toBe(true);
    expect(checkAddress({ country: 'GB', state: 'London', zip: '12345' }).verified).toBe(false);
    expect(checkAddress({ country: 'DE', state: 'Berlin', zip: '10115' }).verified).toBe(true);
    expect(checkAddress({ country: 'DE', state: 'Berlin', zip: 'ABCDE' }).verified).toBe(false);
  });

  it('matches a US ZIP code to its state', () => {
    const result = checkAddress({ ...ny, state: 'CA' });
    expect(result.verified).toBe(false);
    expect(result.issues).toEqual(['ZIP code 10118 belongs to NY, not CA']);
    expect(statesOfZip('90210')).toEqual(['CA']);
    expect(statesOfZip('60601')).toEqual(['IL']);
    expect(statesOfZip('00100')).toEqual([]);
    expect(checkAddress({ ...ny, zip: '00100' }).issues).toEqual(['ZIP code 00100 is not in use']);
  });

  it('wants 7 to 15 digits in a phone number when one is given', () => {
    expect(checkAddress({ ...ny, phone: '' }).verified).toBe(true);
    expect(checkAddress({ ...ny, phone: '555-01' }).problems[0]?.path).toBe('address.phone');
    expect(checkAddress({ ...ny, phone: '1234567890123456' }).verified).toBe(false);
    expect(checkAddress({ ...ny, phone: '212 555 0100 ext' }).verified).toBe(false);
    expect(checkAddress({ ...ny, phone: '+84 (28) 3823-4567' }).verified).toBe(true);
  });

  it('reports every problem at once', () => {
    const result = checkAddress({ country: 'US', state: 'CA', zip: '10118', phone: '12' });
    expect(result.problems.map((p) => p.path)).toEqual(['address.zip', 'address.phone']);
    expect(result.issues).toHaveLength(2);
  });
});
