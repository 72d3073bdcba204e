import { z } from 'zod';
import { httpMessages } from './messages.ts';

/** Every error the API can answer with, its HTTP status and its default message. */
export const errorCodes = {
  VALIDATION_ERROR: { status: 400, message: httpMessages.validation },
  MALFORMED_BODY: { status: 400, message: httpMessages.malformedBody },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  UNAUTHORIZED: { status: 401, message: httpMessages.unauthorized },
  FORBIDDEN: { status: 403, message: httpMessages.permissionDenied },
  ACCOUNT_DISABLED: {
    status: 403,
    message: 'This account is disabled: billing and stores are not available',
  },
  NOT_FOUND: { status: 404, message: httpMessages.notFound },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  RATE_LIMITED: { status: 429, message: httpMessages.rateLimited },
  INTERNAL: { status: 500, message: httpMessages.unexpected },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable' },
  INVALID_CREDENTIALS: { status: 401, message: 'Email or password is incorrect' },
  ACCOUNT_LOCKED: { status: 403, message: 'Your account is locked. Please contact support.' },
  RETRY_AGAIN: { status: 403, message: 'retry_again' },
  EMAIL_TAKEN: { status: 409, message: 'This email is already registered' },
  INVALID_TOKEN: { status: 400, message: 'This link is invalid or has expired' },
  WRONG_PASSWORD: { status: 400, message: 'Old password is incorrect' },
  REFERRAL_CODE_TAKEN: { status: 409, message: 'This referral code is already taken' },
  NOT_ENOUGH_CREDIT: {
    status: 400,
    message: 'The credit balance is not enough for this withdrawal',
  },
  SSO_FAILED: { status: 401, message: 'Cannot login, please try again later' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used with another request',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed',
  },
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
