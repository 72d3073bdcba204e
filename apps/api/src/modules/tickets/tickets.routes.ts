import multipart from '@fastify/multipart';
import {
  cannedReplyInputSchema,
  cannedReplyListSchema,
  cannedReplySchema,
  createTicketFieldsSchema,
  dataOf,
  errorBodySchema,
  messageSchema,
  ticketAssigneeListSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketMessageFieldsSchema,
  ticketMessages,
  ticketReportQuerySchema,
  ticketReportSchema,
  ticketSchema,
  updateTicketInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  createCannedReply,
  editCannedReply,
  getCannedReplies,
  removeCannedReply,
  ticketReport,
} from './ticket-helpdesk.service.ts';
import { readTicketUpload, TICKET_UPLOAD_LIMITS } from './ticket-uploads.ts';
import {
  addTicketMessage,
  createTicket,
  getTicket,
  listTicketAssignees,
  listTickets,
  updateTicket,
} from './tickets.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });
const uploadErrors = {
  400: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  ...denied,
};

/** Support tickets (spec 03 §7) and the helpdesk's canned replies and report. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so these limits apply to the ticket routes only.
  await app.register(multipart, { limits: TICKET_UPLOAD_LIMITS });

  app.post(
    '/api/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Open a ticket (multipart: title, message, topic, userId, orderId, attachments)',
        description:
          'A seller opens a ticket for themselves; staff name the seller in userId. orderId must be one of that seller’s orders. Up to 10 images (PNG, JPEG, WebP, checked by content).',
        consumes: ['multipart/form-data'],
        response: { 201: withMessage(ticketSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readTicketUpload(request, createTicketFieldsSchema);
      const ticket = await createTicket(app.db, app.storage, currentUser(request), upload);
      return reply.status(201).send({ data: ticket, message: ticketMessages.created });
    },
  );

  app.get(
    '/api/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Tickets, latest conversation first: a seller’s own, or all for staff',
        querystring: ticketListQuerySchema,
        response: { 200: dataOf(ticketListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listTickets(app.db, currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/tickets/assignees',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Who a ticket can be assigned to: active supporters and admins',
        response: { 200: dataOf(ticketAssigneeListSchema), ...denied },
      },
    },
    async () => ({ data: await listTicketAssignees(app.db) }),
  );

  app.get(
    '/api/tickets/report',
    {
      schema: {
        tags: ['tickets'],
        summary: 'First-response and resolution times, overall, per topic and per ticket',
        description: 'Tickets opened between `from` and `to` (unix seconds).',
        querystring: ticketReportQuerySchema,
        response: { 200: dataOf(ticketReportSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await ticketReport(app.db, request.query) }),
  );

  app.get(
    '/api/tickets/canned-replies',
    {
      schema: {
        tags: ['tickets'],
        summary: 'The staff’s canned replies, by title',
        response: { 200: dataOf(cannedReplyListSchema), ...denied },
      },
    },
    async () => ({ data: await getCannedReplies(app.db) }),
  );

  app.post(
    '/api/tickets/canned-replies',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Add a canned reply',
        body: cannedReplyInputSchema,
        response: { 201: withMessage(cannedReplySchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const created = await createCannedReply(app.db, currentUser(request), request.body);
      return reply.status(201).send({ data: created, message: ticketMessages.cannedCreated });
    },
  );

  app.put(
    '/api/tickets/canned-replies/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Change a canned reply',
        params: ticketIdParamsSchema,
        body: cannedReplyInputSchema,
        response: {
          200: withMessage(cannedReplySchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await editCannedReply(app.db, request.params.id, request.body),
      message: ticketMessages.cannedUpdated,
    }),
  );

  app.delete(
    '/api/tickets/canned-replies/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Remove a canned reply',
        params: ticketIdParamsSchema,
        response: { 200: dataOf(messageSchema), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      await removeCannedReply(app.db, request.params.id);
      return { data: { message: ticketMessages.cannedDeleted } };
    },
  );

  app.get(
    '/api/tickets/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'A ticket with its conversation (internal notes for staff only)',
        params: ticketIdParamsSchema,
        response: { 200: dataOf(ticketSchema), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await getTicket(app.db, app.storage, currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/api/tickets/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Set the status, the assignee (staff) or the caller’s read flag',
        description:
          'sellerRead is the seller’s flag, supporterRead the staff’s. A seller may only close or reopen their ticket.',
        params: ticketIdParamsSchema,
        body: updateTicketInputSchema,
        response: {
          200: withMessage(ticketSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { ticket, message } = await updateTicket(
        app.db,
        app.storage,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { data: ticket, message };
    },
  );

  app.post(
    '/api/tickets/:id/messages',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Add a message (multipart: message, attachments, and internal or status)',
        description:
          'internal=true (staff) writes a note the seller never sees. A status sent with the message is set after the message is saved.',
        params: ticketIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: withMessage(ticketSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readTicketUpload(request, ticketMessageFieldsSchema);
      const ticket = await addTicketMessage(
        app.db,
        app.storage,
        currentUser(request),
        request.params.id,
        upload,
      );
      return reply.status(201).send({ data: ticket, message: ticketMessages.messagesCreated });
    },
  );
};
