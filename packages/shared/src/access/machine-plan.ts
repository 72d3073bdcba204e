import type { RouteAccess } from '../access-types.ts';

/** Who keeps a factory's machines and plan settings. */
const keepers = ['admin', 'manager'] as const;
/** Who reads the plan and sews its runs. */
const planners = ['admin', 'manager', 'producer'] as const;

/**
 * The machine planner (issue 46): machines, plan settings, the plan and its runs. Staff reach
 * only their own factories' floors; a seller never sees machines or plans.
 */
export const machinePlanAccess = {
  'GET /machines': planners,
  'POST /machines': keepers,
  'PUT /machines/:id': keepers,
  'DELETE /machines/:id': keepers,
  'GET /production/plan-settings': planners,
  'PUT /production/plan-settings': keepers,
  'GET /production/plan': planners,
  'POST /production/plan': planners,
  'POST /production/runs/start-by-scan': planners,
  'POST /production/runs/:id/start': planners,
  'POST /production/runs/:id/fail-unit': planners,
  'POST /production/runs/:id/finish': planners,
} as const satisfies Record<string, RouteAccess>;
