/** Validation messages of spec 01 §5, kept word for word: the original front end matches on them. */
export const validationMessages = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  confirmed: 'This field confirmation does not match',
  length: 'This field must have 2 options',
  max: 'This field must have maximum',
  minCustom: 'This field must have minimum',
  numeric: 'This field must a numeric',
  digits: 'This field must a digits',
  double: 'This field must a double',
  urlPath: 'Using letters, numbers, and hyphens to url',
  couponCode: 'Code contains not whitespace',
} as const;

/** HTTP-level messages of spec 01 §8 and the spec/README decisions. */
export const httpMessages = {
  unexpected: 'An unexpected error occurred',
  rateLimited: 'Rate limit exceeded, please try in 5 more minutes',
  permissionDenied: 'Permission denied',
  cannotRefreshToken: 'Cannot refresh token',
  loadingChunkFailed: 'Loading chunk failed',
  validation: 'Validation error, Please check and update',
  notFound: 'Not found',
  malformedBody: 'The request body is not valid JSON',
  unauthorized: 'Unauthorized',
  /** The sign-in throttle's real wait (a template, message-templates.ts). */
  rateLimitedFor: 'Rate limit exceeded, please try in {{count}} more {{count|minute|minutes}}',
} as const;

/**
 * What the API answers, beside a code's default wording (errors.ts), when the record a call names
 * is not there or a call is refused for a reason of its own that no domain's messages hold. The
 * web shows each in the interface language wherever the call's error is shown (common.json
 * `errorMessages`); `{{name}}` is a template's parameter (message-templates.ts).
 */
export const errorMessages = {
  orderNotFound: 'Order not found',
  orderItemNotFound: 'Order item not found',
  userNotFound: 'User not found',
  discountNotFound: 'Discount not found',
  apiKeyNotFound: 'API key not found',
  notificationNotFound: 'Notification not found',
  accountAlreadyActive: 'This account is already active',
  costListForSellersOnly: 'Cost lists apply to sellers only',
  googleEmailNotVerified: 'Your Google e-mail address is not verified',
  ssoEmailNotShared:
    'Your account shares no e-mail address with us. Please register with your e-mail.',
  tokenReused: 'This sign-in was ended because its token was reused',
  googleUnreachable: 'Cannot reach Google, please try again later',
  facebookUnreachable: 'Cannot reach Facebook, please try again later',
  databaseUnreachable: 'Database unreachable',
  storageUnavailable: 'File storage is unavailable',
  multipartMalformed: 'The multipart body is malformed',
  idempotencyKeyFormat: 'Idempotency-Key must be printable ASCII without spaces',
  unknownParameter: 'This parameter is not accepted',
  linkOutsideApp: 'The link must be a path inside the app',
  sellerCreditTooLow: "The seller's credit balance is not enough for this cost",
  orderTransition: 'An order cannot go from {{from}} to {{to}}',
} as const;
