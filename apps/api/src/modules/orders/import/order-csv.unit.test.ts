import {
  createOrderInputSchema,
  normalizeCsvHeaderName,
  orderCsvColumns,
} from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import {
  cellOf,
  cellsOf,
  csvDetailsOf,
  csvPlaceOf,
  groupOrderCsvRows,
  orderInputOfGroup,
  readOrderCsvHeader,
} from './order-csv.ts';
import { detectDelimiter, readOrderCsv } from './order-csv-reader.ts';
import { orderCsvTemplate } from './order-csv-template.ts';

const header =
  'seller_order_id,first_name,last_name,address1,city,state,zip,country,catalog_id,color,size,quantity,design_front,design_back';
const address = 'Jane,Doe,1 Main St,Austin,TX,78701,US';

async function* chunks(...parts: (string | Buffer)[]) {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part) : part;
}
const read = (text: string | Buffer, maxRows = 100) => readOrderCsv(chunks(text), maxRows);
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('order CSV header', () => {
  it('matches names trimmed, case-insensitively, with spaces or dashes for underscores', () => {
    expect(normalizeCsvHeaderName('  Seller Order-ID ')).toBe('seller_order_id');
    const result = readOrderCsvHeader([
      'Note',
      ' SELLER_ORDER_ID',
      'First Name',
      'address1',
      'city',
      'State',
      'zip',
      'Color',
      'size',
      'Product ID',
    ]);
    expect('layout' in result && result.layout.seller_order_id).toBe(1);
    expect('layout' in result && result.layout.product_id).toBe(9);
    expect('layout' in result && result.layout.design_front).toBe(-1);
  });

  it('names every missing required column, and the product-or-design one', () => {
    expect(readOrderCsvHeader(['seller_order_id', 'color', 'size'])).toEqual({
      missing: ['first_name', 'address1', 'city', 'state', 'zip', 'product_id or design_front'],
    });
  });
});

describe('order CSV groups', () => {
  it('puts rows of one seller order id together even when they are apart', async () => {
    const file = await read(
      [
        header,
        `A-1,${address},7,Black,m,1,https://x.test/a.png,`,
        `B-2,${address},7,Black,m,1,https://x.test/b.png,`,
        `A-1,${address},7,White,l,2,,https://x.test/c.png`,
        `,${address},7,White,l,2,,https://x.test/c.png`,
      ].join('\n'),
    );
    const groups = groupOrderCsvRows(file.rows);
    expect(groups.map((group) => [group.sellerOrderId, group.rows.map((row) => row.row)])).toEqual([
      ['A-1', [2, 4]],
      ['B-2', [3]],
      ['', [5]],
    ]);
  });

  it('makes the create-order payload with the schema defaults and the design images', async () => {
    const file = await read(
      [
        `${header},tiktok_shop,shipping_method,frame_color`,
        `A-1,${address},,Black,m,,https://x.test/a.png,https://x.test/b.png,yes,Ship By Seller,`,
        `A-1,,,,,,,,8,Natural,8x8 inch,3,https://x.test/c.png,,,,Oak`,
      ].join('\r\n'),
    );
    const [group] = groupOrderCsvRows(file.rows);
    const { input, source } = orderInputOfGroup(group!);
    const values = createOrderInputSchema.parse(input);
    expect(values).toMatchObject({
      sellerOrderId: 'A-1',
      shippingMethod: 'ship_by_seller',
      factory: 'vn1',
      isTiktokShop: true,
      address: { firstName: 'Jane', zip: '78701', country: 'US' },
    });
    expect(values.items).toEqual([
      expect.objectContaining({
        catalogId: 7,
        color: 'Black',
        size: 'm',
        quantity: 1,
        designImages: [
          { imageUrl: 'https://x.test/a.png', location: 'front' },
          { imageUrl: 'https://x.test/b.png', location: 'back' },
        ],
      }),
      expect.objectContaining({ catalogId: 8, quantity: 3, frameColor: 'Oak' }),
    ]);
    expect(source).toEqual({
      rows: [2, 3],
      designColumns: [['design_front', 'design_back'], ['design_front']],
    });
  });

  it('points each schema problem at its row and column', async () => {
    const file = await read(
      [
        header,
        `A-1,${address},7,Black,m,abc,https://x.test/a.png,`,
        `A-1,,,,,,,,7,Black,,1001,,ftp://x.test/b.png`,
        `A-1,,,,,,,,7,Black,m,0,https://x.test/a.png,`,
      ].join('\n'),
    );
    const [group] = groupOrderCsvRows(file.rows);
    const { input, source } = orderInputOfGroup(group!);
    const parsed = createOrderInputSchema.safeParse({
      ...input,
      address: { ...(input.address as object), zip: '' },
    });
    expect(parsed.success).toBe(false);
    const details = csvDetailsOf(parsed.error!.issues, source);
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'row 2, zip', message: 'This field is required' },
        { path: 'row 2, quantity', message: 'This field must a numeric' },
        { path: 'row 3, size', message: 'This field is required' },
        { path: 'row 3, quantity', message: 'This field must have maximum' },
        {
          path: 'row 3, design_back',
          message: 'The image url must start with http:// or https://',
        },
        { path: 'row 4, quantity', message: 'This field must have minimum' },
      ]),
    );
  });

  it('reads dotted paths of server errors the same way', () => {
    const source = { rows: [5, 9], designColumns: [[], ['design_left_chest' as const]] };
    expect(csvPlaceOf('items.1.productId', source)).toBe('row 9, product_id');
    expect(csvPlaceOf('items.1.designImages.0.imageUrl', source)).toBe('row 9, design_left_chest');
    expect(csvPlaceOf('address.state', source)).toBe('row 5, state');
    expect(csvPlaceOf('storeId', source)).toBe('row 5, store_id');
    expect(csvPlaceOf('items', source)).toBe('rows 5–9');
    expect(csvPlaceOf('items.1', source)).toBe('row 9');
  });
});

describe('order CSV reading', () => {
  it('reads UTF-8 with a BOM and CRLF line ends', async () => {
    const file = await read(
      `\ufeff${header}\r\nA-1,${address},7,Black,m,1,https://x.test/a.png,\r\n`,
    );
    expect(file.rows).toEqual([{ row: 2, sellerOrderId: 'A-1', packed: expect.any(String) }]);
    const cells = cellsOf(file.rows[0]!);
    expect([cellOf(cells, 'first_name'), cellOf(cells, 'zip'), cellOf(cells, 'color')]).toEqual([
      'Jane',
      '78701',
      'Black',
    ]);
  });

  it('keeps quoted commas, quotes and line breaks in one cell, split across chunks', async () => {
    const file = await readOrderCsv(
      chunks(
        `${header}\nA-1,"Jane ""JJ""",Doe,"1 Main St, Apt 2`,
        `\nBack door",Austin,TX,78701,US,7,Black,m,1,https://x.test/a.png,\n`,
        `A-2,${address},7,Black,m,1,https://x.test/a.png,\n`,
      ),
      100,
    );
    const cells = cellsOf(file.rows[0]!);
    expect(
      ['first_name', 'last_name', 'address1'].map((column) => cellOf(cells, column as 'city')),
    ).toEqual(['Jane "JJ"', 'Doe', '1 Main St, Apt 2\nBack door']);
    // A spreadsheet shows the multi-line cell as one row: the next order is row 3.
    expect(file.rows[1]!.row).toBe(3);
  });

  it('keeps a character whose bytes are split between two chunks, and reads mixed line ends', async () => {
    const text = Buffer.from(
      `${header}\r\nA-1,Nguyễn,Văn An,1 Main St,Austin,TX,78701,US,7,Black,m,1,https://x.test/a.png,\nA-2,${address},7,Black,m,1,https://x.test/a.png,"b"\r\n`,
    );
    const split = text.indexOf(Buffer.from('ễ')) + 1; // inside the letter's three bytes
    const file = await readOrderCsv(chunks(text.subarray(0, split), text.subarray(split)), 100);
    expect(file.rows.map((row) => [row.row, row.sellerOrderId])).toEqual([
      [2, 'A-1'],
      [3, 'A-2'],
    ]);
    const [first, second] = file.rows.map(cellsOf);
    expect([cellOf(first!, 'first_name'), cellOf(first!, 'design_back')]).toEqual(['Nguyễn', '']);
    expect(cellOf(second!, 'design_back')).toBe('b');
  });

  it('keeps a quote inside a cell that is not quoted', async () => {
    const file = await read(
      `${header}\nA-1,Jane,Doe,"12"" hoop, 5"" frame",Austin,TX,78701,US,7,Black,m,1,https://x.test/a"b.png,\n`,
    );
    const cells = cellsOf(file.rows[0]!);
    expect([cellOf(cells, 'address1'), cellOf(cells, 'design_front')]).toEqual([
      '12" hoop, 5" frame',
      'https://x.test/a"b.png',
    ]);
  });

  it("reads Excel's semicolon variant", async () => {
    const text = `${header.replaceAll(',', ';')}\nA-1;${address.replaceAll(',', ';')};7;Black;m;1;"https://x.test/a,b.png";\n`;
    const file = await read(text);
    expect(cellOf(cellsOf(file.rows[0]!), 'design_front')).toBe('https://x.test/a,b.png');
    expect(detectDelimiter(Buffer.from('"a;b",c,d\n'))).toBe(',');
    expect(detectDelimiter(Buffer.from('a;b;"c,d,e"\n'))).toBe(';');
    expect(detectDelimiter(Buffer.from('a\tb\tc\n'))).toBe('\t');
  });

  it('notes the product and store ids the rows name, to load them at once', async () => {
    const file = await read(
      [
        `${header},product_id,store_id`,
        `A-1,${address},,Black,m,1,,,12,3`,
        `A-1,${address},,Black,m,1,,,12,`,
        `A-2,${address},,Black,m,1,,,x7,4`,
        `A-3,${address},7,Black,m,1,https://x.test/a.png,,,`,
      ].join('\n'),
    );
    expect(file.productIds).toEqual([12]);
    expect(file.storeIds.sort()).toEqual([3, 4]);
  });

  it('passes over blank lines above the header, also to choose the delimiter', async () => {
    const text = `\ufeff\r\n  \r\n${header.replaceAll(',', ';')}\r\nA-1;${address.replaceAll(',', ';')};7;Black;m;1;https://x.test/a.png;\r\n`;
    const file = await readOrderCsv(chunks(text.slice(0, 5), text.slice(5)), 100);
    expect(file.rows.map((row) => [row.row, row.sellerOrderId])).toEqual([[4, 'A-1']]);
    expect(detectDelimiter(Buffer.from('\n\na;b;c\n'))).toBe(';');
  });

  it('skips blank lines but counts them, as a spreadsheet numbers its rows', async () => {
    const file = await read(`${header}\n\nA-1,${address},7,Black,m,1,https://x.test/a.png,\n,,,\n`);
    expect(file.rows.map((row) => row.row)).toEqual([3]);
  });

  it('refuses an empty file, a header without rows and a missing column', async () => {
    const empty = await refusal(read(''));
    expect(empty.message).toBe('Import file invalid');
    expect(empty.details).toEqual([{ path: 'csv', message: 'The file is empty' }]);
    expect((await refusal(read('\ufeff\r\n'))).message).toBe('Import file invalid');
    expect((await refusal(read(`${header}\r\n`))).details).toEqual([
      { path: 'csv', message: 'The file has a header line but no order rows' },
    ]);
    const missing = await refusal(
      read('seller_order_id,first_name,address1,city,state,zip,color\nA,b,c,d,e,f,g\n'),
    );
    expect(missing.status).toBe(400);
    expect(missing.details).toEqual([
      { path: 'size', message: 'This column is missing' },
      { path: 'product_id or design_front', message: 'This column is missing' },
    ]);
  });

  it('refuses a binary file, one not in UTF-8 and a broken quote', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const binary = await refusal(read(png));
    expect(binary.details).toEqual([
      { path: 'csv', message: 'The file is not a CSV text file (UTF-8)' },
    ]);
    // Windows-1252 'é' (0xe9), and a character cut off at the end of the file.
    for (const notUtf8 of [
      Buffer.concat([Buffer.from(`${header}\nA-1,Jos`), Buffer.from([0xe9]), Buffer.from(',D\n')]),
      Buffer.concat([Buffer.from(`${header}\nA-1,Jane,Doe\n`), Buffer.from([0xe2, 0x82])]),
    ]) {
      expect((await refusal(read(notUtf8))).details).toEqual([
        { path: 'csv', message: 'The file is not a CSV text file (UTF-8)' },
      ]);
    }
    const broken = await refusal(read(`${header}\nA-1,"Jane,Doe\n`));
    expect(broken.message).toBe('Import file invalid');
    expect(broken.status).toBe(400);
    expect(broken.details).toEqual([{ path: 'row 2', message: 'A quoted cell is not closed' }]);
    const trailing = await refusal(
      read(`${header}\nA-1,${address},7,Black,m,1,x,\nA-2,"Jane"x,Doe\n`),
    );
    expect(trailing.details).toEqual([
      { path: 'row 3', message: 'A quoted cell has more text after its closing quote' },
    ]);
  });

  it('refuses a quote left open without reading the rest of a big file into one row', async () => {
    const row = `A-1,${address},7,Black,m,1,https://x.test/a.png,\n`;
    const rest = row.repeat(Math.ceil((2 * 1024 * 1024) / row.length));
    const parts = [`${header}\nA-0,"Jane,Doe\n`];
    for (let at = 0; at < rest.length; at += 64 * 1024) parts.push(rest.slice(at, at + 64 * 1024));
    const open = await refusal(readOrderCsv(chunks(...parts), 100_000));
    expect(open.details).toEqual([
      { path: 'row 2', message: 'This row is longer than 256 kB (is a quote left open?)' },
    ]);
    // A long row under the limit, read in chunks smaller than it, is read (its checks come later).
    const long = `${header}\nA-1,${address},7,Black,m,1,https://x.test/a.png,"${'x\nx'.repeat(50_000)}"\n${row}`;
    const pieces = [];
    for (let at = 0; at < long.length; at += 16 * 1024) pieces.push(long.slice(at, at + 16 * 1024));
    const read = await readOrderCsv(chunks(...pieces), 100_000);
    expect(read.rows.map((one) => one.row)).toEqual([2, 3]);
    expect(cellOf(cellsOf(read.rows[0]!), 'design_back')).toHaveLength(150_000);
  });

  it('refuses more data rows than the limit', async () => {
    const row = `A-1,${address},7,Black,m,1,https://x.test/a.png,\n`;
    await expect(read(`${header}\n${row.repeat(3)}`, 3)).resolves.toMatchObject({
      rows: { length: 3 },
    });
    const tooMany = await refusal(read(`${header}\n${row.repeat(4)}`, 3));
    expect(tooMany.message).toBe('The file has more than 100,000 rows');
  });
});

describe('order CSV template', () => {
  it('has every column and an example order the schema accepts', async () => {
    const text = orderCsvTemplate();
    expect(text.split('\r\n')[0]).toBe(orderCsvColumns.join(','));
    const file = await read(text);
    const groups = groupOrderCsvRows(file.rows);
    expect(groups).toHaveLength(1);
    const parsed = createOrderInputSchema.safeParse(orderInputOfGroup(groups[0]!).input);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.items.every((item) => item.catalogId === 7)).toBe(true);
  });
});
