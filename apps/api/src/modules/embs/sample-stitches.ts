import type { DstMove } from './dst.ts';

/**
 * A rosette of satin-like petals as needle moves, one colour block per ring: the demo's stitch
 * files and a realistic shape for tests and benchmarks. `petals` and `rings` scale its size and
 * stitch count (about petals × rings × 60 stitches).
 */
export function rosetteMoves(petals = 8, rings = 3): DstMove[] {
  const moves: DstMove[] = [];
  let x = 0;
  let y = 0;
  const goTo = (tx: number, ty: number, kind: DstMove['kind']) => {
    const dx = Math.round(tx) - x;
    const dy = Math.round(ty) - y;
    moves.push({ dx, dy, kind });
    x += dx;
    y += dy;
  };
  for (let ring = 1; ring <= rings; ring += 1) {
    if (ring > 1) moves.push({ dx: 0, dy: 0, kind: 'color' });
    const radius = 80 * ring;
    for (let petal = 0; petal < petals; petal += 1) {
      const angle = (2 * Math.PI * petal) / petals + ring * 0.3;
      goTo(Math.cos(angle) * radius * 0.3, Math.sin(angle) * radius * 0.3, 'jump');
      for (let stitch = 0; stitch < 60; stitch += 1) {
        const along = stitch / 59;
        const width = Math.sin(along * Math.PI) * 18 * ring;
        const side = stitch % 2 === 0 ? 1 : -1;
        const r = radius * (0.3 + 0.7 * along);
        goTo(
          Math.cos(angle) * r - Math.sin(angle) * width * side,
          Math.sin(angle) * r + Math.cos(angle) * width * side,
          'stitch',
        );
      }
    }
  }
  return moves;
}
