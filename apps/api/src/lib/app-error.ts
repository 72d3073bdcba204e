import { type ErrorCode, errorCodes } from '@stitchworks/shared';

/** The one error services throw; the error handler turns it into `{ error: { code, message, details } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? errorCodes[code].message);
    this.code = code;
    this.status = errorCodes[code].status;
    this.details = details;
  }
}
