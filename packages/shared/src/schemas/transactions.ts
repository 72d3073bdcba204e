import { z } from 'zod';
import {
  TRANSACTION_PAGE_SIZE,
  transactionStatuses,
  transactionTypes,
} from '../enums/transactions.ts';
import { validationMessages as m } from '../messages.ts';
import { emailSchema } from './auth.ts';
import {
  idSchema,
  MAX_ID,
  pageFields,
  positiveDollarsSchema,
  unixSecondsSchema,
} from './common.ts';

/** Messages of spec 02 §8 (payments) and the ones we added for the credit ledger. */
export const transactionMessages = {
  creditAdded: 'Credit added successfully',
  creditWithdrawn: 'Credit withdraw successfully',
  notEnoughCredit: 'The credit balance is not enough for this withdrawal',
  sellersOnly: 'Only sellers hold credit',
  notFound: 'Transaction not found',
  withdrawRequested:
    'We have received your withdrawal request. We will process within 2 business days',
  cannotRequestWithdrawal: 'Cannot request withdrawal',
  notWithApiKey: 'Withdrawals can only be requested signed in to the app',
  approved: 'The transaction is approved',
  refused: 'The withdrawal request is refused and its amount is back in the credit',
  refusedPayment: 'The transaction is refused',
  notPending: 'Only a pending transaction can be approved or refused',
  cannotResume: 'This payment can no longer be finished at the wallet: cancel it and start again',
  notSandboxPayment: 'This payment is approved at the wallet, not in the app',
  waitingForPayer:
    'This payment is still waiting for the payer at the wallet: it can only be refused',
  transactionCreated: 'Create transaction successfully',
  transactionCreateFailed: 'Create transaction fail, please try again',
  cannotDeposit: 'Cannot deposit at the moment, please try again later',
  depositMinimum: 'The amount must be greater than 50',
  depositCompleted: 'Your credit is topped up',
  depositCancelled: 'The top-up is cancelled',
  depositPending: 'The payment is not confirmed yet',
  notPendingDeposit: 'This top-up is no longer waiting for payment',
  notWalletTransaction:
    'This transaction was not made at the wallet: there is nothing to cancel or check there',
  createdRangeRequired: "Created range shouldn't be empty!",
  tooManyToExport: 'Too many transactions in this range: choose a shorter one',
} as const;

export {
  TRANSACTION_PAGE_SIZE,
  type TransactionStatus,
  type TransactionType,
  transactionStatuses,
  transactionTypes,
} from '../enums/transactions.ts';

/**
 * `manual`: entered by staff from the user page (cash, bank transfer, a goodwill credit);
 * `payoneer`: a withdrawal paid out to the seller's Payoneer account, or orders auto-paid from it;
 * `paypal`: a top-up or an order checkout paid with the online wallet (card or PayPal balance);
 * `credit`: orders paid from the seller's credit balance, and refunds back to it.
 */
export const paymentMethods = ['manual', 'payoneer', 'paypal', 'credit'] as const;

/** Top-up (spec 02 §9): default amount 200, a custom amount above 50, the online wallet. */
export const DEPOSIT_DEFAULT_AMOUNT = 200;
export const DEPOSIT_MINIMUM = 50;
export const DEPOSIT_PRESETS = [100, 200, 500, 1000] as const;
/** How the top-up page waits for the wallet to confirm a payment (validation polling). */
export const DEPOSIT_POLL_INTERVAL_MS = 2000;
export const DEPOSIT_POLL_ATTEMPTS = 15;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The most staff can add or take in one entry, in dollars. */
export const MAX_CREDIT_ENTRY = 100_000;

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const transactionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The seller whose credit moved. */
  user: personSchema,
  type: z.enum(transactionTypes),
  /** Dollars, always positive; the type says which way the credit moved. */
  amount: z.number(),
  paymentMethod: z.enum(paymentMethods),
  status: z.enum(transactionStatuses),
  note: z.string(),
  orderIds: z.array(z.number().int()),
  /** Where a withdrawal is paid out. */
  payoutEmail: z.string().nullable(),
  /** The seller's credit right after this entry, in dollars. */
  balanceAfter: z.number().nullable(),
  /** The staff member who entered it. */
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** POST /transactions/deposit and /transactions/withdraw (spec 02 §7): dollars and a note. */
export const creditEntryInputSchema = z.object({
  userId: z.number({ error: m.required }).int().min(1).max(MAX_ID),
  credit: positiveDollarsSchema(MAX_CREDIT_ENTRY),
  note: z.string().trim().max(255, m.max).optional().default(''),
});
export type CreditEntryInput = z.input<typeof creditEntryInputSchema>;

export const creditEntryResultSchema = z.object({
  data: transactionSchema,
  message: z.string(),
});

/** POST /transactions/request-withdraw (spec 02 §5, §7): the seller asks to be paid out. */
export const requestWithdrawInputSchema = z.object({
  amount: positiveDollarsSchema(MAX_CREDIT_ENTRY),
  payoneerEmail: z.string({ error: m.required }).trim().min(1, m.required).pipe(emailSchema),
  note: z.string().trim().max(255, m.max).optional().default(''),
});
export type RequestWithdrawInput = z.input<typeof requestWithdrawInputSchema>;

/**
 * POST /transactions (spec 02 §7) for a top-up: `{type: 'deposit', amount, paymentMethod}`. The
 * order-payment form of the same call comes with orders.
 */
export const createDepositInputSchema = z.object({
  type: z.literal('deposit', { error: m.required }),
  amount: positiveDollarsSchema(MAX_CREDIT_ENTRY).refine((value) => value > DEPOSIT_MINIMUM, {
    error: transactionMessages.depositMinimum,
  }),
  paymentMethod: z.literal('paypal', { error: m.required }).default('paypal'),
});
export type CreateDepositInput = z.input<typeof createDepositInputSchema>;

/** The answer to a new top-up: where the payer approves it at the wallet. */
export const createdDepositSchema = z.object({
  data: z.object({
    transaction: transactionSchema,
    /** The wallet's approval page (the app's own page for the sandbox wallet). */
    approveUrl: z.string(),
    /** True when no wallet credentials are configured: the built-in sandbox wallet is used. */
    sandbox: z.boolean(),
  }),
  message: z.string(),
});
export type CreatedDeposit = z.infer<typeof createdDepositSchema>['data'];

/** Which wallet the top-up page offers (GET /transactions/wallet). */
export const walletInfoSchema = z.object({
  provider: z.literal('paypal'),
  sandbox: z.boolean(),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /transactions: `createdFrom`/`createdTo` are unix seconds; `userId` narrows staff views. */
export const transactionListQuerySchema = z.object({
  ...pageFields(TRANSACTION_PAGE_SIZE),
  type: z.preprocess(emptyToUndefined, z.enum(transactionTypes).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(transactionStatuses).optional()),
  paymentMethod: z.preprocess(emptyToUndefined, z.enum(paymentMethods).optional()),
  keyword: z.string().trim().max(255, m.max).optional(),
  userId: idSchema.optional(),
  createdFrom: unixSecondsSchema.optional(),
  createdTo: unixSecondsSchema.optional(),
});
export type TransactionListQuery = Partial<z.infer<typeof transactionListQuerySchema>>;

const rangeEnd = z.coerce
  .number({ error: transactionMessages.createdRangeRequired })
  .int()
  .min(0)
  .max(32_503_680_000);

/** The most rows one CSV export holds. */
export const TRANSACTION_EXPORT_LIMIT = 50_000;

/** GET /transactions/report (spec 02 §7): the list's filters, with the created range required. */
export const transactionReportQuerySchema = transactionListQuerySchema
  .omit({ page: true, limit: true })
  .extend({
    createdFrom: rangeEnd,
    createdTo: rangeEnd,
  });
export type TransactionReportQuery = z.infer<typeof transactionReportQuerySchema>;

export const transactionListSchema = z.object({
  rows: z.array(transactionSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});
export type TransactionList = z.infer<typeof transactionListSchema>;

export const transactionIdParamsSchema = z.object({
  id: idSchema,
});
