import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { hasNoControlCharacters, idSchema, pageFields, textMessages } from './common.ts';

export const webhookMessages = {
  created: 'Webhook endpoint added',
  updated: 'Webhook endpoint saved',
  deleted: 'Webhook endpoint deleted',
  secretRolled: 'A new signing secret was made; the old one no longer signs deliveries',
  resent: 'The delivery is queued to be sent again',
  testSent: 'Test event sent',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: 'You already have the most webhook endpoints allowed; delete one first',
  invalidUrl: 'Enter a full URL starting with https://',
  httpsRequired: 'The endpoint must use https',
  privateAddress:
    'The endpoint must be reachable on the internet: private, loopback and link-local addresses are refused',
  unresolvable: 'The endpoint’s host name cannot be resolved',
  eventsRequired: 'Choose at least one event',
  notWithApiKey: 'Webhook endpoints cannot be managed with an API key',
  endpointDisabled: 'This endpoint is disabled: enable it first',
} as const;

/** Endpoints one seller may hold at a time. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** Events a seller can subscribe an endpoint to. */
export const webhookEventTypes = [
  'order.created',
  'order.paid',
  'order.production_status_changed',
  'order.shipped',
  'order.cancelled',
  'order.refunded',
  'credit.changed',
  'ticket.replied',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event the "send test event" button sends; every endpoint receives it, whatever it chose. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveredType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** How long failing deliveries are retried, and an endpoint failing that long is disabled. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 72;
/** An endpoint has this long to answer a delivery. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Why an endpoint is disabled: the seller turned it off, or 3 days of failed deliveries did. */
export const webhookDisabledReasons = ['seller', 'failing'] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  disabledReason: z.enum(webhookDisabledReasons).nullable(),
  disabledAt: z.string().nullable(),
  /** Since when every delivery has failed; null while the endpoint answers. */
  failingSince: z.string().nullable(),
  /** The visible start of the secret, to tell one from the next after a roll: `whsec_ab12`. */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({
  rows: z.array(webhookEndpointSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});

/** http(s), a host without credentials, then any path and query (the API parses it fully). */
const ENDPOINT_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

const urlField = z
  .string()
  .trim()
  .min(1, m.required)
  .max(2000, m.max)
  .regex(ENDPOINT_URL, webhookMessages.invalidUrl);

const descriptionField = z
  .string()
  .trim()
  .max(200, m.max)
  .refine(hasNoControlCharacters, textMessages.forbiddenCharacter);

const eventsField = z
  .array(z.enum(webhookEventTypes))
  .min(1, webhookMessages.eventsRequired)
  .max(webhookEventTypes.length)
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

export const createWebhookEndpointInputSchema = z.object({
  url: urlField,
  description: descriptionField.optional(),
  events: eventsField,
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointInputSchema>;

export const updateWebhookEndpointInputSchema = z.object({
  url: urlField.optional(),
  description: descriptionField.optional(),
  events: eventsField.optional(),
  /** True enables the endpoint again (its failure clock starts over); false turns it off. */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointInputSchema>;

/** The signing secret itself, `whsec_` and base64, shown when made or rolled and never again. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  /** The event's id, sent as `webhook-id`: the same on every attempt and resend. */
  eventId: z.string(),
  type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The HTTP status the endpoint last answered; null when it never answered. */
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed without an answer (time-out, refused connection). */
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The JSON body sent, exactly as signed. */
  body: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  rows: z.array(webhookDeliverySchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});

export const webhookDeliveryListQuerySchema = z.object({
  ...pageFields(20),
  status: z.enum(webhookDeliveryStatuses).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

export const webhookEndpointParamsSchema = z.object({ id: idSchema });
export const webhookDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });

/** What every delivery's JSON body holds. */
export type WebhookPayload = {
  id: string;
  type: WebhookDeliveredType;
  created: string;
  data: Record<string, unknown>;
};
