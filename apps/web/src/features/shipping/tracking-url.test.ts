import { describe, expect, it } from 'vitest';
import { apiPathOf, labelFileName, safeTrackingHref } from './tracking-url';

describe('safeTrackingHref', () => {
  it('links http(s) tracking pages', () => {
    expect(safeTrackingHref('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
    );
    expect(safeTrackingHref('http://track.example.com/x')).toBe('http://track.example.com/x');
  });
  it('renders no link for none, a script or a broken address', () => {
    expect(safeTrackingHref(null)).toBeNull();
    expect(safeTrackingHref('')).toBeNull();
    expect(safeTrackingHref('javascript:alert(1)')).toBeNull();
    expect(safeTrackingHref('not a url')).toBeNull();
  });
});

describe('apiPathOf', () => {
  it('drops the /api prefix the client adds itself', () => {
    expect(apiPathOf('/api/shipping_labels/7/file')).toBe('/shipping_labels/7/file');
    expect(apiPathOf('/shipping_labels/7/file')).toBe('/shipping_labels/7/file');
  });
});

describe('labelFileName', () => {
  it('names the PDF by order and tracking number, safely', () => {
    expect(labelFileName(1120, 'EZ1000/00"1')).toBe('label-1120-EZ1000001.pdf');
    expect(labelFileName(1120, '')).toBe('label-1120.pdf');
  });
});
