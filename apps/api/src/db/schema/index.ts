export * from './settings.ts';
export * from './users.ts';
