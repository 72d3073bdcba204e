import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';

/** Auto-payment (spec 02 §3, §4, §8): modes off / credit / payoneer, at chosen hours (Asia/Bangkok). */
export const autoPaymentMessages = {
  updated: 'Update auto payment successfully',
  updateFailed: 'Update auto payment fail, try again later',
  payoneerFailed: 'Payoneer authorize fail, try again later',
  // Ours, where the spec names a rule but no wording.
  oneMode: 'Choose the credit or Payoneer, not both',
  hoursRequired: 'Choose at least one hour',
  payoneerRequired: 'Connect your Payoneer account first',
  payoneerUnavailable: 'Payoneer is not available at the moment',
  payoneerConnected: 'Your Payoneer account is connected',
  payoneerRevoked: 'Your Payoneer account is disconnected',
} as const;

export const autoPaymentModes = ['off', 'credit', 'payoneer'] as const;
export type AutoPaymentMode = (typeof autoPaymentModes)[number];

/** PUT /users/self/auto_payment {autopayCredit, autopayPayoneer, autoPaymentHours}. */
export const autoPaymentInputSchema = z
  .object({
    autopayCredit: z.boolean({ error: m.required }),
    autopayPayoneer: z.boolean({ error: m.required }),
    autoPaymentHours: z
      .array(z.number({ error: m.numeric }).int(m.numeric).min(0, m.max).max(23, m.max), {
        error: m.required,
      })
      .max(24, m.max)
      .transform((hours) => [...new Set(hours)].sort((a, b) => a - b)),
  })
  .superRefine((value, context) => {
    if (value.autopayCredit && value.autopayPayoneer) {
      context.addIssue({
        code: 'custom',
        path: ['autopayPayoneer'],
        message: autoPaymentMessages.oneMode,
      });
    }
    if ((value.autopayCredit || value.autopayPayoneer) && value.autoPaymentHours.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['autoPaymentHours'],
        message: autoPaymentMessages.hoursRequired,
      });
    }
  });
export type AutoPaymentInput = z.input<typeof autoPaymentInputSchema>;

export const autoPaymentRunSchema = z.object({
  id: z.number().int(),
  /** The scheduled hour it ran for. */
  slotAt: z.string(),
  mode: z.enum(['credit', 'payoneer']),
  paidOrderIds: z.array(z.number().int()),
  unpaidOrderIds: z.array(z.number().int()),
  /** Dollars paid. */
  amount: z.number(),
  transactionId: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type AutoPaymentRun = z.infer<typeof autoPaymentRunSchema>;

/** GET /users/self/auto_payment: the settings, the Payoneer link and the latest runs. */
export const autoPaymentSchema = z.object({
  autopayCredit: z.boolean(),
  autopayPayoneer: z.boolean(),
  autoPaymentHours: z.array(z.number().int()),
  payoneer: z.object({
    /** False when no Payoneer adapter works here (production without credentials). */
    available: z.boolean(),
    sandbox: z.boolean(),
    connected: z.boolean(),
    accountId: z.string().nullable(),
    authorizedAt: z.string().nullable(),
  }),
  runs: z.array(autoPaymentRunSchema),
});
export type AutoPayment = z.infer<typeof autoPaymentSchema>;

/** POST /users/payoneer-auth {token}: the one-time code Payoneer's consent page sent back. */
export const payoneerAuthInputSchema = z.object({
  token: z.string({ error: m.required }).trim().min(1, m.required).max(2048, m.max),
});

/** GET /users/payoneer-authorize-url?state=…: where the seller gives consent. */
export const payoneerAuthorizeUrlQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const payoneerAuthorizeUrlSchema = z.object({ url: z.string(), sandbox: z.boolean() });
