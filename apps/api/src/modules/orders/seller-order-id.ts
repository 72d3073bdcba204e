import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A seller order id for an order placed without one: 'SW', the day in Asia/Bangkok and six random
 * characters without look-alikes (SW250612K7Q2XD) — short enough to read out, a billion per day.
 */
export function newSellerOrderId(now: Date = new Date()): string {
  const day = bangkokDate.format(now).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SW${day}${suffix}`;
}

/** The ids a duplicate of an order may take: the original's followed by -1, -2, … */
export function duplicateSellerOrderIds(original: string, from: number, count: number): string[] {
  const base = original.slice(0, 90);
  return Array.from({ length: count }, (_, index) => `${base}-${from + index}`);
}
