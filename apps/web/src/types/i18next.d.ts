import 'i18next';
import type { defaultNamespace, resources } from '../locales/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'];
  }
}
