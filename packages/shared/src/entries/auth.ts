/**
 * The sign-in page's slice of the contract: the auth forms' schemas and the spec's messages,
 * without the order, catalog and store schemas the first page never shows. Importing it makes
 * zod speak the spec's validation messages, as the main entry does.
 */
import '../zod-messages.ts';

export * from '../messages.ts';
export * from '../schemas/auth.ts';
export * from '../schemas/two-factor.ts';
export type { SelfUser } from '../schemas/users.ts';
