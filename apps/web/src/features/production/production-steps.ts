import { type ProductionStep, productionSteps } from '@stitchworks/shared/enums/production';
import type { ProductionUnit } from '@stitchworks/shared/schemas/production';

type UnitSteps = Pick<ProductionUnit, 'embroidered' | 'checked' | 'packed'>;

/** The first step this unit has not done, in the floor's order; null once it is packed. */
export function nextStepOf(unit: UnitSteps): ProductionStep | null {
  return productionSteps.find((step) => !unit[step]) ?? null;
}

/** The latest step this unit has done (what an undo would take back); null before any. */
export function lastDoneStepOf(unit: UnitSteps): ProductionStep | null {
  return [...productionSteps].reverse().find((step) => Boolean(unit[step])) ?? null;
}

/** How many units have done each step: `{ embroidered: 3, checked: 1, packed: 0 }`. */
export function stepCounts(units: readonly UnitSteps[]): Record<ProductionStep, number> {
  const counts = { embroidered: 0, checked: 0, packed: 0 };
  for (const unit of units) {
    for (const step of productionSteps) if (unit[step]) counts[step] += 1;
  }
  return counts;
}

/** Whether every unit has gone through every step. */
export function isItemDone(units: readonly UnitSteps[]): boolean {
  return units.length > 0 && units.every((unit) => nextStepOf(unit) === null);
}

/** The unit the QR label named, when it is one of the item's units. */
export function unitFromSearch<T extends { unit: number }>(
  units: readonly T[],
  unit: number | undefined,
): T | undefined {
  return unit === undefined ? undefined : units.find((candidate) => candidate.unit === unit);
}

/** Percent of the item's step-marks done (units × steps), for one progress bar. */
export function progressPercent(done: number, quantity: number): number {
  if (quantity <= 0) return 0;
  return Math.min(100, Math.round((done / quantity) * 100));
}
