import { z } from 'zod';
import { roles } from '../enums/roles.ts';
import { dismissibleBanners, factories, locales, userStatuses } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { newPasswordSchema, referralCodeSchema } from './auth.ts';
import { personNameSchema } from './common.ts';

export const invoiceInfoSchema = z.object({
  name: personNameSchema,
  address: z.string().trim().min(1, m.required).max(255, m.max),
  phone: z.string().trim().min(1, m.required).max(30, m.max),
  email: z.email(m.email).max(255, m.max),
});
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

/** The spec's User (01 §3, 02 §3): what both the user themself and staff see. */
export const userCoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  passwordChanged: z.boolean(),
  profileImg: z.string().nullable(),
  meta: z.object({
    disabled: z.boolean().optional(),
    labelSellerOrderId: z.boolean().optional(),
    approveStitchouts: z.boolean().optional(),
  }),
  factories: z.array(z.enum(factories)),
  permissions: z.array(z.number().int()),
  referralCode: z.string().nullable(),
  backofficeCode: z.string().nullable(),
  createdAt: z.string(),
});

/** What the signed-in user sees of themself (GET /users/self). */
export const selfUserSchema = userCoreSchema.extend({
  invoiceInfo: invoiceInfoSchema.nullable(),
  autopayCredit: z.boolean(),
  autopayPayoneer: z.boolean(),
  autoPaymentHours: z.array(z.number().int().min(0).max(23)),
  locale: z.enum(locales),
  dismissedBanners: z.array(z.enum(dismissibleBanners)),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

export const updateSelfInputSchema = z.object({
  name: personNameSchema.optional(),
  dismissedBanners: z.array(z.enum(dismissibleBanners)).max(10).optional(),
  /** The interface language the user chose; their role's default until they choose. */
  locale: z.enum(locales).optional(),
});
export type UpdateSelfInput = z.infer<typeof updateSelfInputSchema>;

export const changePasswordInputSchema = z.object({
  oldPassword: z.string().min(1, m.required).max(256, m.max),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
/** The answer to a password change: the account's API keys it revoked (they stop at once). */
export const changePasswordResultSchema = z.object({
  message: z.string(),
  revokedApiKeys: z.number().int(),
});
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

export const invoiceInfoInputSchema = z.object({ invoiceInfo: invoiceInfoSchema });

export const referralInputSchema = z.object({
  referralCode: referralCodeSchema,
  invoiceInfo: invoiceInfoSchema.optional(),
});

/** Credit in dollars with two decimals (spec/README decision 1). */
export const creditSchema = z.object({ credit: z.number() });

/** What the sign-in pages and the shell need before anyone signs in. */
export const publicSettingsSchema = z.object({
  acceptingNewSellers: z.boolean(),
  supportEmail: z.string(),
  sso: z.object({ google: z.string().nullable(), facebook: z.string().nullable() }),
  guides: z.object({ createOrder: z.string(), payment: z.string(), privacyPolicy: z.string() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** Business settings staff change at run time (GET/PUT /settings/business, admin). */
export const businessSettingsSchema = z.object({
  acceptingNewSellers: z.boolean(),
  supportEmail: z.email(m.email).max(255, m.max),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export const updateBusinessSettingsInputSchema = businessSettingsSchema.partial();
export type UpdateBusinessSettingsInput = z.infer<typeof updateBusinessSettingsInputSchema>;
