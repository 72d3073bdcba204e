import './zod-messages.ts';

export * from './access.ts';
export * from './enums/roles.ts';
export * from './enums/users.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './pages.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/users.ts';
