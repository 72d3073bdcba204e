import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderAftercareRoutes } from './aftercare/order-aftercare.routes.ts';
import { orderReshipRoutes } from './aftercare/order-reship.routes.ts';
import { orderChangeRoutes } from './change/order-change.routes.ts';
import { orderCreateRoutes } from './create/order-create.routes.ts';
import { orderImportRoutes } from './import/order-import.routes.ts';
import { orderReadRoutes } from './read/order-read.routes.ts';
import { orderTrackingRoutes } from './tracking/order-tracking.routes.ts';

/**
 * The order book, split by use: create and price, change, after payment, read and export, CSV
 * import, tracking numbers and reships.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderCreateRoutes);
  await app.register(orderChangeRoutes);
  await app.register(orderAftercareRoutes);
  await app.register(orderReadRoutes);
  await app.register(orderImportRoutes);
  await app.register(orderTrackingRoutes);
  await app.register(orderReshipRoutes);
};
