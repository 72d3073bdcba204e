import type { TFunction } from 'i18next';
import type { ShippingProviderInfo } from '../api/get-shipping-providers';

/** A provider as the pickers show it: its name, and 'Sandbox' when its labels are not real. */
export function providerLabel(
  provider: Pick<ShippingProviderInfo, 'name' | 'sandbox' | 'kind'>,
  t: TFunction<'shipping'>,
): string {
  const kind = t(`providerKinds.${provider.kind}`);
  return provider.sandbox && !/sandbox/i.test(provider.name)
    ? `${provider.name} · ${t('labels.sandbox')} (${kind})`
    : `${provider.name} (${kind})`;
}
