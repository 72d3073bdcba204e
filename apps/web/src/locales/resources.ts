import enCommon from './en/common.json';
import enSystem from './en/system.json';
import viCommon from './vi/common.json';
import viSystem from './vi/system.json';

export const namespaces = ['common', 'system'] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultNamespace = 'common' satisfies Namespace;

const en = { common: enCommon, system: enSystem };

// `satisfies` makes the compiler reject a Vietnamese file that misses an English key.
const vi = { common: viCommon, system: viSystem } satisfies typeof en;

export const resources = { en, vi };
