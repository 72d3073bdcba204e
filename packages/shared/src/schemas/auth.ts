import { z } from 'zod';
import { fillTemplate } from '../message-templates.ts';
import { httpMessages, validationMessages as m } from '../messages.ts';
import { personNameSchema } from './common.ts';

export const emailSchema = z.email(m.email).max(255, m.max).trim().toLowerCase();
/** A new password: at least 8 characters, at most 128. */
export const newPasswordSchema = z.string().min(8, m.minCustom).max(128, m.max);

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, m.required).max(256, m.max),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const tokenPairSchema = z.object({ privateToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The web app sends its refresh token by cookie; the spec's callers send it in the body. */
export const refreshInputSchema = z.object({ refreshToken: z.string().min(1).optional() });

/** A referral code: letters, digits and hyphens, like a url path (spec 01 §5 url_path). */
export const referralCodeSchema = z
  .string()
  .trim()
  .min(3, m.minCustom)
  .max(32, m.max)
  .regex(/^[A-Za-z0-9-]+$/, m.urlPath);

export const registerInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The referral code someone gave the new seller (optional; empty is none). */
  referralCode: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    referralCodeSchema.optional(),
  ),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const tokenInputSchema = z.object({ token: z.string().min(1, m.required).max(200) });
export const resetPasswordInputSchema = z.object({
  token: z.string().min(1, m.required).max(200),
  newPassword: newPasswordSchema,
});

/** The provider's token from the sign-in popup: Google's ID token, Facebook's access token. */
export const ssoInputSchema = z.object({ token: z.string().min(1, m.required).max(8192) });

export const messageSchema = z.object({ message: z.string() });

/** The sign-in throttle's answer says how long is really left (spec 01 §8's words, the real wait). */
export const signInWaitMessage = (minutes: number) =>
  fillTemplate(httpMessages.rateLimitedFor, { count: minutes });

/** POST /auth/forgot_password/check: whose reset link this is. */
export const resetTokenOwnerSchema = z.object({ email: z.string() });
