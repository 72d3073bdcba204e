import 'i18next';
import type { AllResources, defaultNamespace } from '../locales/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: AllResources['en'];
  }
}
