import { describe, expect, it } from 'vitest';
import { bytesOf } from './json-text.ts';

describe('bytesOf', () => {
  it('writes the parts one after another as UTF-8', () => {
    const parts = ['{"data":', '[{"customerName":"Nguyễn Thị Ánh","note":"đặt 2 áo – 🧵"}]', '}'];
    const bytes = bytesOf(parts);
    expect(bytes.toString('utf8')).toBe(parts.join(''));
    expect(bytes.length).toBe(Buffer.byteLength(parts.join('')));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      data: [{ customerName: 'Nguyễn Thị Ánh', note: 'đặt 2 áo – 🧵' }],
    });
  });

  it('gives no bytes for no text', () => {
    expect(bytesOf([]).length).toBe(0);
    expect(bytesOf(['', '']).length).toBe(0);
  });
});
