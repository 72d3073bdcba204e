import { describe, expect, it } from 'vitest';
import { detectDelimiter, groupsOfRecords, readCsvGroups } from './csv-groups';

describe('the orders of an order CSV, read in the browser', () => {
  it('groups rows by seller order id in file order, a row without one on its own', async () => {
    const text = [
      'seller_order_id,first_name,color',
      'A-1,Jane,Black',
      'B-2,Tom,White',
      'A-1,Jane,White',
      ',Nobody,Black',
      ',Nobody,White',
    ].join('\n');
    expect(await readCsvGroups(text)).toEqual([
      { sellerOrderId: 'A-1', rowCount: 2 },
      { sellerOrderId: 'B-2', rowCount: 1 },
      { sellerOrderId: '', rowCount: 1 },
      { sellerOrderId: '', rowCount: 1 },
    ]);
  });

  it("reads what spreadsheets write: BOM, CRLF, quoted commas, quotes and line breaks, Excel's ;", async () => {
    const text =
      '\uFEFF"Seller Order ID";note\r\n"X;1";"said ""hi"", then\r\nleft"\r\n\r\nX;1;plain\r\n';
    expect(await readCsvGroups(text)).toEqual([
      { sellerOrderId: 'X;1', rowCount: 1 },
      { sellerOrderId: 'X', rowCount: 1 },
    ]);
  });

  it('reads mixed line ends and a quote inside a cell that is not quoted, as the import does', async () => {
    const text = 'seller_order_id,note\r\nA-1,12" hoop\nA-2,x\r\nA-1,y';
    expect(await readCsvGroups(text)).toEqual([
      { sellerOrderId: 'A-1', rowCount: 2 },
      { sellerOrderId: 'A-2', rowCount: 1 },
    ]);
  });

  it('says it cannot list orders without a seller order id column or from a broken file', async () => {
    expect(await readCsvGroups('first_name,city\nJane,Austin')).toBeNull();
    expect(await readCsvGroups('seller_order_id,name\n"A-1,unterminated')).toBeNull();
  });

  it('chooses the delimiter as the import does', () => {
    expect(detectDelimiter('a;b;c\n1,2,3')).toBe(';');
    expect(detectDelimiter('a,"b;c;d",e\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(groupsOfRecords([])).toBeNull();
  });
});
