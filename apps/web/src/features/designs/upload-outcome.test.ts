import { describe, expect, it } from 'vitest';
import enDesigns from '../../locales/en/designs.json';
import { uploadOutcome } from './upload-outcome';

describe('the end of an upload batch', () => {
  it('says Done Uploading only when every file made it', () => {
    expect(uploadOutcome(['success', 'success'])).toEqual({
      color: 'green',
      key: 'upload.done',
      failed: 0,
    });
  });

  it('says how many failed when 2 of 4 did', () => {
    const outcome = uploadOutcome(['success', 'fail', 'success', 'fail']);
    expect(outcome).toEqual({ color: 'orange', key: 'upload.someFailed', failed: 2 });
    expect(enDesigns.upload.someFailed_other).toBe(
      '{{count}} of {{total}} designs failed to upload. Retry them from the list.',
    );
  });

  it('is an error when none made it', () => {
    expect(uploadOutcome(['fail', 'fail'])).toMatchObject({ color: 'red', failed: 2 });
  });
});
