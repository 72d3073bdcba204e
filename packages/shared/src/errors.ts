import { z } from 'zod';
import { httpMessages } from './messages.ts';

/** Every error the API can answer with, its HTTP status and its default message. */
export const errorCodes = {
  VALIDATION_ERROR: { status: 400, message: httpMessages.validation },
  MALFORMED_BODY: { status: 400, message: httpMessages.malformedBody },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  UNAUTHORIZED: { status: 401, message: httpMessages.unauthorized },
  FORBIDDEN: { status: 403, message: httpMessages.permissionDenied },
  NOT_FOUND: { status: 404, message: httpMessages.notFound },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  RATE_LIMITED: { status: 429, message: httpMessages.rateLimited },
  INTERNAL: { status: 500, message: httpMessages.unexpected },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable' },
} as const;
export type ErrorCode = keyof typeof errorCodes;

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
