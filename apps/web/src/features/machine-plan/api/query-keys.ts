import type { Factory } from '@stitchworks/shared';

/**
 * Query keys of the machine planner. An action on a run (start, fail a unit, finish) or a re-plan
 * invalidates the factory's plan; a machine or a setting that changes invalidates the plan too,
 * since its runs were placed with them.
 */
export const machinePlanKeys = {
  all: ['machine-plan'] as const,
  machines: (factory: Factory) => [...machinePlanKeys.all, 'machines', factory] as const,
  settings: (factory: Factory) => [...machinePlanKeys.all, 'settings', factory] as const,
  plans: () => [...machinePlanKeys.all, 'plan'] as const,
  plan: (factory: Factory) => [...machinePlanKeys.plans(), factory] as const,
};
