import { createStoreInputSchema } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { emptyStoreValues, toStoreInput } from './components/store-fields';

describe('a new platfox store’s website', () => {
  it('is the website picked, by its id, without an address', () => {
    const input = toStoreInput({
      ...emptyStoreValues,
      name: 'Autumn site',
      type: 'platfox',
      url: 'https://typed-before.example.com',
      websiteId: '12',
    });
    expect(input).toEqual({ name: 'Autumn site', type: 'platfox', websiteId: 12 });
    expect(createStoreInputSchema.safeParse(input).success).toBe(true);
  });

  it('is a new website by the address typed when none is picked', () => {
    expect(
      toStoreInput({
        ...emptyStoreValues,
        name: 'Autumn site',
        type: 'platfox',
        url: ' https://autumn.example.com ',
      }),
    ).toEqual({ name: 'Autumn site', type: 'platfox', url: 'https://autumn.example.com' });
  });

  it('is never sent for another type', () => {
    expect(
      toStoreInput({ ...emptyStoreValues, name: 'Feed', type: 'api', websiteId: '12' }),
    ).toEqual({ name: 'Feed', type: 'api' });
  });
});
