/**
 * Which state a US ZIP code belongs to, by its first three digits (the USPS sectional centre
 * facilities). Ranges are inclusive; a prefix that no range names is not a ZIP code in use.
 * Territories and military codes are listed too, so their addresses are recognised (and refused
 * by the excluded-state rule) rather than reported as a mismatch.
 */
const ranges: readonly [from: number, to: number, state: string][] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 98, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 715, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** Territories served by one prefix (969: Guam, the Northern Mariana Islands, American Samoa…). */
const sharedPrefixes: Record<number, readonly string[]> = {
  969: ['GU', 'MP', 'AS'],
  967: ['HI', 'AS'],
};

const stateByPrefix = new Map<number, readonly string[]>();
for (const [from, to, state] of ranges) {
  for (let prefix = from; prefix <= to; prefix += 1) {
    stateByPrefix.set(prefix, sharedPrefixes[prefix] ?? [state]);
  }
}

/** The states a five-digit ZIP code can belong to (empty when its prefix is not in use). */
export function statesOfZip(zip: string): readonly string[] {
  const prefix = Number(zip.slice(0, 3));
  return stateByPrefix.get(prefix) ?? [];
}
