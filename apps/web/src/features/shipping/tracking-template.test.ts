import { describe, expect, it } from 'vitest';
import { parsePastedRows, trackingColumns, trackingTemplateCsv } from './tracking-template';

describe('trackingTemplateCsv', () => {
  it('is the header and one example row, CRLF ended', () => {
    const csv = trackingTemplateCsv();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('orderId,trackingNumber,carrierCode,serviceCode,shippedAt');
    expect(lines[1]?.split(',')).toHaveLength(trackingColumns.length);
    expect(lines[1]).toMatch(/^\d+,[A-Za-z0-9-]{4,},/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });
});

describe('parsePastedRows', () => {
  it('reads tab-separated rows from a spreadsheet in the template order', () => {
    expect(parsePastedRows('1120\t9400111\tusps\tPriority\n1121\tZX-99\t\t\n')).toEqual([
      { orderId: '1120', trackingNumber: '9400111', carrierCode: 'usps', serviceCode: 'Priority' },
      { orderId: '1121', trackingNumber: 'ZX-99' },
    ]);
  });
  it('reads columns by a header line, in any order and spelling', () => {
    const text = 'Tracking Number,Order ID,Carrier\r\n1Z999,#1120,ups\r\n\r\n';
    expect(parsePastedRows(text)).toEqual([
      { trackingNumber: '1Z999', orderId: '1120', carrierCode: 'ups' },
    ]);
  });
  it('keeps a quoted cell with the delimiter whole and reads semicolons', () => {
    expect(parsePastedRows('1120;"AB;12";dhl')).toEqual([
      { orderId: '1120', trackingNumber: 'AB;12', carrierCode: 'dhl' },
    ]);
  });
  it('reads nothing from blank text', () => {
    expect(parsePastedRows('  \n\n')).toEqual([]);
  });
});
