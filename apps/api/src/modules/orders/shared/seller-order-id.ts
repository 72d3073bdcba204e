import { randomInt } from 'node:crypto';
import { SELLER_ORDER_ID_MAX_LENGTH } from '@stitchworks/shared';

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

/**
 * The ids a duplicate of an order may take: the original's followed by -1, -2, … The original is
 * kept whole while the id fits SELLER_ORDER_ID_MAX_LENGTH (so the copy's id can be sent back in an
 * edit), and cut by whole characters only as much as the suffix needs.
 */
export function duplicateSellerOrderIds(original: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const suffix = `-${from + index}`;
    return `${fitBefore(original, SELLER_ORDER_ID_MAX_LENGTH - suffix.length)}${suffix}`;
  });
}

/** The text cut to at most `length` UTF-16 units, never through a character's two halves. */
function fitBefore(text: string, length: number): string {
  if (text.length <= length) return text;
  let fitted = '';
  for (const character of text) {
    if (fitted.length + character.length > length) break;
    fitted += character;
  }
  return fitted;
}
