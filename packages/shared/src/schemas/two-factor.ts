import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { tokenPairSchema } from './auth.ts';

/** What the API answers about two-factor sign-in, in English (translated by the web app). */
export const twoFactorMessages = {
  invalidCode: 'The code is incorrect or has already been used',
  challengeExpired: 'This sign-in has expired, please sign in again',
  notEnrolled: 'Two-factor sign-in is not set up',
  alreadyEnrolled: 'Two-factor sign-in is already on',
  setupFirst: 'Start the setup again: no code was asked for',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  recoveryCodesMade: 'New recovery codes made; the old ones no longer work',
  reset: "The user's two-factor sign-in was reset",
  signInEnded: 'Sign-in ended',
  otherSignInsEnded: 'Every other sign-in was ended',
  signInNotFound: 'Sign-in not found',
} as const;

/** How many recovery codes an enrolment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit authenticator code, spaces allowed (some apps show "123 456"). */
export const totpCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.invalidCode));

/**
 * The second step's code: six digits from the app, or a recovery code (`xxxxx-xxxxx`, letters and
 * digits, dash and case optional).
 */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, m.required)
  .max(40, m.max)
  .transform((code) => code.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, twoFactorMessages.invalidCode));

/** POST /auth/login (and the SSO sign-ins) when the account has a factor: the second step is due. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Opaque, 5 minutes, accepted by POST /auth/login/two_factor only. */
  challengeToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/**
 * A finished sign-in: the token pair, and `mustEnrolTwoFactor` when the role requires a factor the
 * account does not have yet (the app then asks for the enrolment).
 */
export const signedInSchema = tokenPairSchema.extend({
  mustEnrolTwoFactor: z.boolean().optional(),
});
export type SignedInAnswer = z.infer<typeof signedInSchema>;

/** What POST /auth/login answers: a finished sign-in, or the second step. */
export const loginAnswerSchema = z.union([signedInSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const twoFactorLoginInputSchema = z.object({
  challengeToken: z.string().min(1, m.required).max(200, m.max),
  code: secondFactorCodeSchema,
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginInputSchema>;

/** GET /auth/two_factor: the caller's own factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The caller's role must have a factor (admin). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /auth/two_factor/setup: a new secret to scan; the factor is on once a code confirms it. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code, a data URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeInputSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInputSchema>;

/** Turning the factor off or making new recovery codes: a current code or a recovery code. */
export const twoFactorProofInputSchema = z.object({ code: secondFactorCodeSchema });

/** The recovery codes, shown once. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
  message: z.string(),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET /users/:id/two_factor (admin). */
export const userTwoFactorSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
});
export type UserTwoFactor = z.infer<typeof userTwoFactorSchema>;

/** One "where you are signed in" row: a sign-in (a refresh-token family) still standing. */
export const signInSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome on Windows". */
  device: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  signedInAt: z.string(),
  /** When its tokens were last issued (a sign-in refreshes while it is used). */
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signInSessionListSchema = z.object({ rows: z.array(signInSessionSchema) });
export type SignInSessionList = z.infer<typeof signInSessionListSchema>;

export const signInSessionParamsSchema = z.object({ id: z.uuid(twoFactorMessages.signInNotFound) });
