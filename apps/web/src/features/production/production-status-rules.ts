import {
  type ProductionStatus,
  productionStatuses,
  productionStatusValues,
} from '@stitchworks/shared/enums/orders';

/** How a change of production status is asked for (the API's rules, spec'd in the contract). */
export type StatusChangeKind = 'forward' | 'hold' | 'release' | 'backward';

const { onHold } = productionStatuses;

export function statusChangeKind(current: number, next: number): StatusChangeKind {
  if (next === onHold) return 'hold';
  if (current === onHold) return 'release';
  return next > current ? 'forward' : 'backward';
}

/** Admins and managers may correct a status backwards; the rest of the floor only moves it on. */
export const STATUS_CORRECTORS: readonly string[] = ['admin', 'manager'];
/** Who moves an order's production status. */
export const STATUS_CHANGERS: readonly string[] = ['admin', 'manager', 'producer', 'packer'];

/**
 * The statuses one may pick from `current`: never itself but On hold (held again with a new
 * reason), and backwards only for correctors.
 */
export function nextStatusOptions(current: number, role: string): ProductionStatus[] {
  const corrector = STATUS_CORRECTORS.includes(role);
  return productionStatusValues.filter(
    (value) =>
      (value !== current || value === onHold) &&
      (corrector || statusChangeKind(current, value) !== 'backward'),
  );
}

/** What the dialog must ask for before it may send the change. */
export function statusChangeNeeds(
  current: number,
  next: number,
): { reason: boolean; correction: boolean } {
  const kind = statusChangeKind(current, next);
  return { reason: kind === 'hold' || kind === 'backward', correction: kind === 'backward' };
}

/** The first status the dialog proposes: the next one forward, else the first allowed. */
export function proposedStatus(current: number, options: readonly number[]): number | undefined {
  if (current === onHold) return options.find((value) => value !== onHold);
  return options.find((value) => value === current + 1 && value !== onHold) ?? options[0];
}
