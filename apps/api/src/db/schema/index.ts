export * from './audit.ts';
export * from './settings.ts';
export * from './users.ts';
