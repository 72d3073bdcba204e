import type { BlankKind, CatalogPosition } from '@stitchworks/shared';

/** Where a design goes on the 1000 x 1000 template: a box the design is fitted into. */
export type PrintArea = { x: number; y: number; width: number; height: number };

type Template = {
  /**
   * The blank's outline and details, drawn in `fill`; `accent` is a darker shade of it. `back`
   * draws the back view (no pocket, placket or front neckline) for designs placed on the back.
   */
  draw: (fill: string, accent: string, frame: string, back: boolean) => string;
  areas: Partial<Record<CatalogPosition, PrintArea>>;
};

export const TEMPLATE_SIZE = 1000;

const outline = 'stroke="#00000033" stroke-width="6" stroke-linejoin="round"';

const teeBody =
  'M330 120 L420 90 Q500 150 580 90 L670 120 L880 260 L800 400 L720 350 L720 910 L280 910 L280 350 L200 400 L120 260 Z';
const longSleeveBody =
  'M330 120 L420 90 Q500 150 580 90 L670 120 L800 230 L900 640 L800 670 L720 380 L720 910 L280 910 L280 380 L200 670 L100 640 L200 230 Z';

/** A scooped front neckline, or the shallow one seen from the back. */
const neckline = (back: boolean) => (back ? 'M420 90 Q500 125 580 90' : 'M420 90 Q500 170 580 90');

const garmentAreas: Template['areas'] = {
  front: { x: 360, y: 250, width: 280, height: 340 },
  back: { x: 350, y: 220, width: 300, height: 400 },
  left_chest: { x: 555, y: 240, width: 100, height: 100 },
  right_chest: { x: 345, y: 240, width: 100, height: 100 },
  left_sleeve: { x: 745, y: 245, width: 80, height: 80 },
  right_sleeve: { x: 175, y: 245, width: 80, height: 80 },
  full: { x: 340, y: 230, width: 320, height: 420 },
};
const longSleeveAreas: Template['areas'] = {
  ...garmentAreas,
  left_sleeve: { x: 760, y: 330, width: 70, height: 110 },
  right_sleeve: { x: 170, y: 330, width: 70, height: 110 },
};

const templates: Record<BlankKind, Template> = {
  tee: {
    draw: (fill, accent, _frame, back) => `
      <path d="${teeBody}" fill="${fill}" ${outline}/>
      <path d="${neckline(back)}" fill="none" stroke="${accent}" stroke-width="14"/>`,
    areas: garmentAreas,
  },
  polo: {
    draw: (fill, accent, _frame, back) =>
      back
        ? `<path d="${teeBody}" fill="${fill}" ${outline}/>
      <path d="M420 90 Q500 130 580 90 L575 118 Q500 150 425 118 Z" fill="${accent}"/>`
        : `
      <path d="${teeBody}" fill="${fill}" ${outline}/>
      <path d="M420 90 L470 190 L500 150 L530 190 L580 90 L540 110 L500 150 L460 110 Z" fill="${accent}"/>
      <path d="M500 150 L500 290" stroke="${accent}" stroke-width="8"/>
      <circle cx="500" cy="210" r="7" fill="#ffffffaa"/><circle cx="500" cy="255" r="7" fill="#ffffffaa"/>`,
    areas: { ...garmentAreas, front: { x: 380, y: 320, width: 240, height: 280 } },
  },
  sweatshirt: {
    draw: (fill, accent, _frame, back) => `
      <path d="${longSleeveBody}" fill="${fill}" ${outline}/>
      <path d="${neckline(back)}" fill="none" stroke="${accent}" stroke-width="18"/>
      <rect x="280" y="870" width="440" height="40" fill="${accent}"/>
      <path d="M100 640 L200 670 L190 700 L95 668 Z M900 640 L800 670 L810 700 L905 668 Z" fill="${accent}"/>`,
    areas: longSleeveAreas,
  },
  hoodie: {
    draw: (fill, accent, _frame, back) =>
      back
        ? `
      <path d="${longSleeveBody}" fill="${fill}" ${outline}/>
      <path d="M370 120 Q500 40 630 120 Q600 230 500 240 Q400 230 370 120 Z" fill="${accent}" ${outline}/>
      <rect x="280" y="870" width="440" height="40" fill="${accent}"/>`
        : `
      <path d="${longSleeveBody}" fill="${fill}" ${outline}/>
      <path d="M380 110 Q500 -20 620 110 Q600 200 500 210 Q400 200 380 110 Z" fill="${accent}" ${outline}/>
      <path d="M470 200 L465 320 M530 200 L535 320" stroke="#ffffffbb" stroke-width="6"/>
      <path d="M360 650 L640 650 L680 820 L320 820 Z" fill="none" stroke="${accent}" stroke-width="8"/>
      <rect x="280" y="870" width="440" height="40" fill="${accent}"/>`,
    areas: { ...longSleeveAreas, front: { x: 360, y: 300, width: 280, height: 300 } },
  },
  cap: {
    draw: (fill, accent) => `
      <path d="M230 620 Q240 250 500 240 Q760 250 770 620 Z" fill="${fill}" ${outline}/>
      <path d="M200 620 Q500 560 800 620 Q860 700 700 730 Q500 690 300 730 Q140 700 200 620 Z" fill="${accent}" ${outline}/>
      <circle cx="500" cy="250" r="16" fill="${accent}"/>
      <path d="M500 250 L500 610" stroke="#00000022" stroke-width="5"/>`,
    areas: {
      front: { x: 380, y: 360, width: 240, height: 200 },
      back: { x: 400, y: 420, width: 200, height: 120 },
    },
  },
  beanie: {
    draw: (fill, accent) => `
      <path d="M260 640 Q250 230 500 220 Q750 230 740 640 Z" fill="${fill}" ${outline}/>
      <rect x="240" y="580" width="520" height="190" rx="24" fill="${accent}" ${outline}/>
      <path d="M300 600 L300 750 M360 600 L360 750 M420 600 L420 750 M480 600 L480 750 M540 600 L540 750 M600 600 L600 750 M660 600 L660 750 M720 600 L720 750" stroke="#00000022" stroke-width="5"/>`,
    areas: { front: { x: 410, y: 605, width: 180, height: 140 } },
  },
  bag: {
    draw: (fill, accent) => `
      <path d="M370 320 Q370 140 500 140 Q630 140 630 320" fill="none" stroke="${accent}" stroke-width="34"/>
      <rect x="230" y="300" width="540" height="600" rx="10" fill="${fill}" ${outline}/>`,
    areas: {
      front: { x: 310, y: 400, width: 380, height: 400 },
      back: { x: 310, y: 400, width: 380, height: 400 },
    },
  },
  mug: {
    draw: (fill, accent) => `
      <path d="M690 380 Q870 380 860 560 Q850 720 680 700" fill="none" stroke="${fill}" stroke-width="50"/>
      <path d="M690 380 Q870 380 860 560 Q850 720 680 700" fill="none" stroke="#00000033" stroke-width="6"/>
      <rect x="230" y="260" width="480" height="560" rx="30" fill="${fill}" ${outline}/>
      <ellipse cx="470" cy="265" rx="240" ry="28" fill="${accent}"/>`,
    areas: {
      front: { x: 300, y: 360, width: 340, height: 360 },
      back: { x: 300, y: 360, width: 340, height: 360 },
      full: { x: 250, y: 320, width: 440, height: 440 },
    },
  },
  flag: {
    draw: (fill) => `
      <rect x="180" y="80" width="14" height="860" fill="#7a6a55"/>
      <path d="M194 120 L800 120 Q830 500 800 880 L194 880 Z" fill="${fill}" ${outline}/>`,
    areas: {
      front: { x: 260, y: 200, width: 480, height: 600 },
      back: { x: 260, y: 200, width: 480, height: 600 },
      full: { x: 210, y: 140, width: 580, height: 720 },
    },
  },
  frame: {
    draw: (fill, _accent, frame) => `
      <rect x="140" y="140" width="720" height="720" fill="${frame}" ${outline}/>
      <rect x="200" y="200" width="600" height="600" fill="${fill}"/>
      <circle cx="500" cy="500" r="250" fill="none" stroke="#b08a5a" stroke-width="18"/>`,
    areas: { front: { x: 330, y: 330, width: 340, height: 340 } },
  },
};

/** A darker shade of a #rrggbb colour, for collars, cuffs and brims. */
export function darken(hex: string, amount = 0.18): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.round(((value >> shift) & 0xff) * (1 - amount)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The template as an SVG document, tinted with the chosen colour (and frame colour). */
export function templateSvg(
  kind: BlankKind,
  fill: string,
  frame = '#1b1b1b',
  back = false,
): string {
  const body = templates[kind].draw(fill, darken(fill), frame, back);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TEMPLATE_SIZE}" height="${TEMPLATE_SIZE}" viewBox="0 0 ${TEMPLATE_SIZE} ${TEMPLATE_SIZE}"><rect width="100%" height="100%" fill="#f1f3f5"/>${body}</svg>`;
}

export function printArea(kind: BlankKind, position: CatalogPosition): PrintArea | undefined {
  return templates[kind].areas[position];
}
