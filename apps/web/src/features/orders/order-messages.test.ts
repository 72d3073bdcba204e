import { orderMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../locales/all-resources';

describe('the order book messages the API answers with', () => {
  it('each have an English text equal to the contract and a Vietnamese one', () => {
    const english = allResources.en.orderForm.messages as Record<string, string>;
    const vietnamese = allResources.vi.orderForm.messages as Record<string, string>;
    for (const [key, message] of Object.entries(orderMessages)) {
      expect([key, english[key]]).toEqual([key, message]);
      expect([key, typeof vietnamese[key]]).toEqual([key, 'string']);
    }
  });
});
