import {
  dataOf,
  errorBodySchema,
  factoryQuerySchema,
  failRunUnitInputSchema,
  idParamsSchema,
  machineInputSchema,
  machinePlanMessages,
  machineSchema,
  planSchema,
  planSettingsInputSchema,
  planSettingsSchema,
  replanInputSchema,
  startRunByScanInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  createMachine,
  editMachine,
  getPlanSettings,
  listMachines,
  removeMachine,
  savePlanSettings,
} from './machine-plan.service.ts';
import { getPlan, replan, replanIfPlanned } from './plan.service.ts';
import { failRunUnit, finishRun, startRun, startRunByScan } from './runs.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['machine-plan'];
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });
const planAnswer = withMessage(planSchema);

/**
 * The machine planner (issue 46): a factory's embroidery machines and plan settings, its plan of
 * runs, and the runs' start (by button or by scanning a unit), failed units and finish.
 */
export const machinePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/machines',
    {
      schema: {
        tags,
        summary: 'The embroidery machines of a factory (?factory=, the caller’s first by default)',
        querystring: factoryQuerySchema,
        response: { 200: dataOf(z.array(machineSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await listMachines(app.db, currentUser(request), request.query.factory),
    }),
  );

  app.post(
    '/api/machines',
    {
      schema: {
        tags,
        summary:
          'Add a machine: name, heads (1–20), hoop (mm), speed (stitches/min), state, needles',
        body: machineInputSchema,
        response: { 201: withMessage(machineSchema), ...errors },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const machine = await createMachine(app.db, caller, request.body);
      await replanIfPlanned(app.db, app.storage, machine.factory, caller.id);
      return reply.status(201).send({ data: machine, message: machinePlanMessages.created });
    },
  );

  app.put(
    '/api/machines/:id',
    {
      schema: {
        tags,
        summary: 'Change a machine (a machine down for maintenance gets no run at the next plan)',
        params: idParamsSchema,
        body: machineInputSchema,
        response: { 200: withMessage(machineSchema), ...errors },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { machine, movedFrom } = await editMachine(
        app.db,
        caller,
        request.params.id,
        request.body,
      );
      await replanIfPlanned(app.db, app.storage, machine.factory, caller.id);
      if (movedFrom) await replanIfPlanned(app.db, app.storage, movedFrom, caller.id);
      return { data: machine, message: machinePlanMessages.updated };
    },
  );

  app.delete(
    '/api/machines/:id',
    {
      schema: {
        tags,
        summary: 'Delete a machine; refused (409) while a run is started on it',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const factory = await removeMachine(app.db, caller, request.params.id);
      await replanIfPlanned(app.db, app.storage, factory, caller.id);
      return { message: machinePlanMessages.deleted };
    },
  );

  app.get(
    '/api/production/plan-settings',
    {
      schema: {
        tags,
        summary:
          'A factory’s plan settings: colour change, trim, hooping and rethread seconds; shift',
        querystring: factoryQuerySchema,
        response: { 200: dataOf(planSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getPlanSettings(app.db, currentUser(request), request.query.factory),
    }),
  );

  app.put(
    '/api/production/plan-settings',
    {
      schema: {
        tags,
        summary: 'Change a factory’s plan settings (the plan is made again with them)',
        body: planSettingsInputSchema,
        response: { 200: withMessage(planSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const settings = await savePlanSettings(app.db, caller, request.body);
      await replanIfPlanned(app.db, app.storage, settings.factory, caller.id);
      return { data: settings, message: machinePlanMessages.settingsSaved };
    },
  );

  app.get(
    '/api/production/plan',
    {
      schema: {
        tags,
        summary: 'The factory’s plan: runs per machine, unplaced units, estimate vs real time',
        description: 'A factory never planned is planned first.',
        querystring: factoryQuerySchema,
        response: { 200: dataOf(planSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getPlan(app.db, app.storage, currentUser(request), request.query.factory),
    }),
  );

  app.post(
    '/api/production/plan',
    {
      schema: {
        tags,
        summary: 'Plan again: every planned (not started) run is replaced by a fresh plan',
        body: replanInputSchema,
        response: { 200: planAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await replan(app.db, app.storage, currentUser(request), request.body.factory),
      message: machinePlanMessages.planned,
    }),
  );

  app.post(
    '/api/production/runs/start-by-scan',
    {
      schema: {
        tags,
        summary: 'Start the planned run holding the unit whose QR label was scanned',
        body: startRunByScanInputSchema,
        response: { 200: planAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await startRunByScan(app.db, currentUser(request), request.body),
      message: machinePlanMessages.runStarted,
    }),
  );

  app.post(
    '/api/production/runs/:id/start',
    {
      schema: {
        tags,
        summary: 'Start a planned run (once: a second start at the same time gets 409)',
        params: idParamsSchema,
        response: { 200: planAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await startRun(app.db, currentUser(request), request.params.id),
      message: machinePlanMessages.runStarted,
    }),
  );

  app.post(
    '/api/production/runs/:id/fail-unit',
    {
      schema: {
        tags,
        summary: 'Take a unit out of a started run with a reason; it is planned again',
        params: idParamsSchema,
        body: failRunUnitInputSchema,
        response: { 200: planAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await failRunUnit(app.db, currentUser(request), request.params.id, request.body),
      message: machinePlanMessages.unitFailed,
    }),
  );

  app.post(
    '/api/production/runs/:id/finish',
    {
      schema: {
        tags,
        summary: 'Finish a started run: its units are marked embroidered; its real time is kept',
        params: idParamsSchema,
        response: { 200: planAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await finishRun(app.db, currentUser(request), request.params.id),
      message: machinePlanMessages.runFinished,
    }),
  );
};
