import { z } from 'zod';
import { permissionIdList } from '../enums/permissions.ts';
import { roles } from '../enums/roles.ts';
import { factories, userStatuses } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { emailSchema, newPasswordSchema } from './auth.ts';
import {
  hasNoControlCharacters,
  idSchema,
  pageFields,
  personNameSchema,
  textMessages,
} from './common.ts';
import { orderMessages } from './orders.ts';
import { userCoreSchema } from './users.ts';

/** The spec's wording for user management (02 §5, §8), shared by the API and the screens. */
export const userMessages = {
  createNeeds:
    'Creating a user needs name, email, password and role; managers also need a backofficeCode',
  created: 'Created user successfully',
  updated: 'Updated successfully',
  cannotGetAccount: 'Cannot get account',
  cannotOpenForm: 'Cannot open form',
  getPermissionsFailure: 'Get user permissions failure',
  updatePermissionsFailure: 'Update user permissions failure',
  emailTaken: 'This email is already registered',
  roleNotEditable: 'The role of an account cannot be changed',
  ownStatus: 'You cannot change the status of your own account',
  ownPermissions: 'You cannot change your own permissions',
  sellerFactories: 'Sellers have no factories',
  adminPermissions: 'Admins hold every permission',
  onlySellersDisabled: 'Only a seller account can be disabled',
  onlySellersProduction: 'Label and stitch-out settings apply to seller accounts only',
  permissionNotForRole: 'This permission does not apply to the role of this user',
  unknownPermission: 'Unknown permission',
} as const;

/** A user as staff see it in the users list and on the user page. */
export const adminUserSchema = userCoreSchema.extend({
  /** Dollars with two decimals. */
  credit: z.number(),
  approvedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /users: `?page&status&email&factory` and `?page&role` (spec 02 §7); empty values dropped. */
export const listUsersQuerySchema = z.object({
  ...pageFields(),
  status: optionalFilter(z.enum(userStatuses)),
  /** Part of an e-mail address, case-insensitive. */
  email: optionalFilter(z.string().trim().max(255, m.max)),
  factory: optionalFilter(z.enum(factories)),
  role: optionalFilter(z.enum(roles)),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userListSchema = z.object({
  rows: z.array(adminUserSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

const needs = { error: userMessages.createNeeds };
export const backofficeCodeSchema = z.string().trim().min(1, needs.error).max(50, m.max);

/** POST /users. An account made by an admin is active and must choose a new password first. */
export const createUserInputSchema = z
  .object({
    name: z
      .string(needs)
      .trim()
      .min(1, needs.error)
      .max(100, m.max)
      .refine(hasNoControlCharacters, textMessages.forbiddenCharacter),
    email: z.string(needs).pipe(emailSchema),
    password: z.string(needs).pipe(newPasswordSchema),
    role: z.enum(roles, needs),
    backofficeCode: backofficeCodeSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.role === 'manager' && !input.backofficeCode) {
      ctx.addIssue({ code: 'custom', path: ['backofficeCode'], message: userMessages.createNeeds });
    }
  });
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** PUT /users/:id: name, status, the disabled flag and a manager's backoffice code. */
export const updateUserInputSchema = z.object({
  name: personNameSchema.optional(),
  status: z.enum(userStatuses).optional(),
  /**
   * disabled: billing and stores closed. Sellers only: labelSellerOrderId puts their own order id
   * on QR labels; approveStitchouts makes them approve each stitch-out before production.
   */
  meta: z
    .object({
      disabled: z.boolean().optional(),
      labelSellerOrderId: z.boolean().optional(),
      approveStitchouts: z.boolean().optional(),
    })
    .optional(),
  backofficeCode: backofficeCodeSchema.optional(),
  /** Refused: no call changes a role, so nobody can raise their own (or anyone's). */
  role: z.undefined({ error: userMessages.roleNotEditable }).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const userPermissionsSchema = z.object({
  factories: z.array(z.enum(factories)),
  permissionIds: z.array(z.number().int()),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** PUT /users/:id/permissions. An empty factories list means every factory. */
export const updateUserPermissionsInputSchema = z.object({
  factories: z
    .array(z.enum(factories, { error: orderMessages.factoryInvalid }))
    .max(factories.length, m.max)
    .transform((list) => [...new Set(list)]),
  permissionIds: z
    .array(
      z
        .number()
        .int()
        .refine((id) => (permissionIdList as readonly number[]).includes(id), {
          error: userMessages.unknownPermission,
        }),
    )
    .max(permissionIdList.length, m.max)
    .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
});
export type UpdateUserPermissionsInput = z.infer<typeof updateUserPermissionsInputSchema>;

export const permissionsQuerySchema = z.object({
  role: z.preprocess((value) => (value === '' ? undefined : value), z.enum(roles).optional()),
});

export const permissionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
});
export type PermissionItem = z.infer<typeof permissionSchema>;
