import { z } from 'zod';
import { ticketStatuses, ticketTopics } from '../enums/tickets.ts';
import { validationMessages as m } from '../messages.ts';
import { hasNoControlCharacters, idSchema, pageFields, textMessages } from './common.ts';

/** What the ticket screens and the API answer (spec 03 §8, and ours where the spec is silent). */
export const ticketMessages = {
  created: 'Ticket created successfully',
  messagesCreated: 'Messages created successfully',
  assigned: 'Assign ticket successfully',
  updated: 'Update ticket successfully',
  tooManyImages: 'Limit 10 images upload!',
  assignFailed: 'Assign ticket fail, please try again',
  getFailed: 'Get ticket fail, please try again',
  updateFailed: 'Update ticket fail, please try again',
  readFailed: 'Update read status fail',
  notFound: 'Ticket not found',
  userRequired: 'Choose the seller this ticket is for',
  sellerOnly: 'A ticket is opened for a seller',
  orderNotFound: 'This order is not one of the seller’s orders',
  imageInvalid: 'Attachments must be PNG, JPEG or WebP images',
  imageTooLarge: 'Each image must be at most 10 MB',
  assigneeInvalid: 'A ticket can be assigned only to a supporter or an admin',
  staffOnly: 'Only staff can do this on a ticket',
  sellerStatus: 'You can only close or reopen your own ticket',
  nothingToUpdate: 'Nothing to update',
  cannedCreated: 'Canned reply saved',
  cannedUpdated: 'Canned reply updated',
  cannedDeleted: 'Canned reply deleted',
  cannedNotFound: 'Canned reply not found',
} as const;

/** Maximum ticket images per ticket or message (spec 03 §9). */
export const TICKET_MAX_IMAGES = 10;
/** Largest image a ticket or message takes. */
export const TICKET_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const TICKET_PAGE_SIZE = 20;

const text = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(max, m.max)
    .refine((value) => !value.includes('\u0000'), textMessages.forbiddenCharacter);

const titleSchema = text(200).refine(hasNoControlCharacters, textMessages.forbiddenCharacter);
export const ticketMessageTextSchema = text(5000);

/** The fields of POST /tickets (multipart; the files are `attachments`). */
export const createTicketFieldsSchema = z.object({
  title: titleSchema,
  topic: z.enum(ticketTopics, { error: m.required }),
  message: ticketMessageTextSchema,
  /** Required when staff open a ticket for a seller; a seller never sends it. */
  userId: idSchema.optional(),
  orderId: idSchema.optional(),
});
export type CreateTicketFields = z.infer<typeof createTicketFieldsSchema>;

/** The fields of POST /tickets/{id}/messages (multipart; the files are `attachments`). */
export const ticketMessageFieldsSchema = z.object({
  message: ticketMessageTextSchema,
  /** Staff only: a note other staff read and the seller never sees. */
  internal: z.boolean().optional(),
  /** Sending with a status first creates the message, then updates the status (spec 03 §4). */
  status: z.enum(ticketStatuses).optional(),
});
export type TicketMessageFields = z.infer<typeof ticketMessageFieldsSchema>;

/** PUT /tickets/{id}: status, assignedUserId, sellerRead or supporterRead. */
export const updateTicketInputSchema = z.object({
  status: z.enum(ticketStatuses).optional(),
  /** null takes the ticket off whoever had it. */
  assignedUserId: idSchema.nullable().optional(),
  sellerRead: z.boolean().optional(),
  supporterRead: z.boolean().optional(),
});
export type UpdateTicketInput = z.infer<typeof updateTicketInputSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /tickets: page, status, topic, isAssigned, keyword (spec 03 §7). */
export const ticketListQuerySchema = z.object({
  ...pageFields(TICKET_PAGE_SIZE),
  status: optionalFilter(z.enum(ticketStatuses)),
  topic: optionalFilter(z.enum(ticketTopics)),
  isAssigned: optionalFilter(z.enum(['true', 'false'])),
  keyword: optionalFilter(z.string().trim().max(100, m.max)),
});
export type TicketListQuery = Partial<z.output<typeof ticketListQuerySchema>>;

export const ticketAttachmentSchema = z.object({
  url: z.string(),
  /** A thumbnail of at most 320 px. */
  small: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), role: z.string() });

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  internal: z.boolean(),
  attachments: z.array(ticketAttachmentSchema),
  user: personSchema.nullable(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  topic: z.enum(ticketTopics),
  message: z.string(),
  userId: z.number().int(),
  user: personSchema.extend({ email: z.string() }),
  orderId: z.number().int().nullable(),
  order: z.object({ id: z.number().int(), sellerOrderId: z.string() }).nullable(),
  attachments: z.array(ticketAttachmentSchema),
  status: z.enum(ticketStatuses),
  assignedUserId: z.number().int().nullable(),
  assignedUser: personSchema.nullable(),
  sellerRead: z.boolean(),
  supporterRead: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
  firstResponseAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The conversation after the opening message, oldest first (internal notes for staff only). */
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketRowSchema = ticketSchema.omit({ messages: true, attachments: true }).extend({
  messageCount: z.number().int(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

/** rows: this page; count: tickets matching the filters; total: all the caller can see. */
export const ticketListSchema = z.object({
  rows: z.array(ticketRowSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});
export type TicketList = z.infer<typeof ticketListSchema>;

export const ticketIdParamsSchema = z.object({ id: idSchema });

/** Who a ticket can be assigned to: supporters and admins (spec 03 §6). */
export const ticketAssigneeSchema = personSchema;
export const ticketAssigneeListSchema = z.object({ rows: z.array(ticketAssigneeSchema) });
export type TicketAssignee = z.infer<typeof ticketAssigneeSchema>;

/** Canned replies: staff-written answers picked in the message modal. */
export const cannedReplyInputSchema = z.object({
  title: titleSchema,
  body: ticketMessageTextSchema,
});
export type CannedReplyInput = z.infer<typeof cannedReplyInputSchema>;
export const cannedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyListSchema = z.object({ rows: z.array(cannedReplySchema) });

/** GET /tickets/report: tickets opened between `from` and `to` (unix seconds, both optional). */
export const ticketReportQuerySchema = z.object({
  ...pageFields(TICKET_PAGE_SIZE),
  from: optionalFilter(z.coerce.number().int().min(0).max(32_503_680_000)),
  to: optionalFilter(z.coerce.number().int().min(0).max(32_503_680_000)),
  topic: optionalFilter(z.enum(ticketTopics)),
});
export type TicketReportQuery = Partial<z.output<typeof ticketReportQuerySchema>>;

const timesSchema = {
  /** Seconds from opening to the first staff answer (internal notes do not count). */
  avgFirstResponseSeconds: z.number().nullable(),
  /** Seconds from opening to closing, of the closed tickets. */
  avgResolutionSeconds: z.number().nullable(),
};

export const ticketReportSchema = z.object({
  summary: z.object({
    count: z.number().int(),
    open: z.number().int(),
    answered: z.number().int(),
    closed: z.number().int(),
    ...timesSchema,
  }),
  byTopic: z.array(
    z.object({
      topic: z.enum(ticketTopics),
      count: z.number().int(),
      closed: z.number().int(),
      ...timesSchema,
    }),
  ),
  rows: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      topic: z.enum(ticketTopics),
      status: z.enum(ticketStatuses),
      userName: z.string(),
      createdAt: z.string(),
      firstResponseSeconds: z.number().nullable(),
      resolutionSeconds: z.number().nullable(),
    }),
  ),
  count: z.number().int(),
  totalPage: z.number().int(),
});
export type TicketReport = z.infer<typeof ticketReportSchema>;
