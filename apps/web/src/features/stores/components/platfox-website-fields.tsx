import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { usePlatformWebsites } from '../api/get-platform-websites';
import { type StoreFormValues, StoreTypeFields } from './store-fields';

/** The Select's value for "a new website" (Select options cannot be empty). */
const NEW_WEBSITE = 'new';

/**
 * A new platfox store's website: one of the seller's platfox websites (GET
 * /stores/platform-websites; one another store connects cannot be picked), or a new one by its
 * address.
 */
export function PlatfoxWebsiteFields({ form }: { form: UseFormReturnType<StoreFormValues> }) {
  const { t } = useTranslation('stores');
  const websites = usePlatformWebsites();
  const websiteId = form.getValues().websiteId;

  if (websites.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('form.platfoxWebsitesLoading')}</Text>
      </Group>
    );
  }
  const newWebsite = <StoreTypeFields form={form} type="platfox" />;
  if (websites.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('form.platfoxWebsitesFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void websites.refetch()}>
              {t('form.platfoxWebsitesRetry')}
            </Button>
          </Group>
        </Alert>
        {newWebsite}
      </Stack>
    );
  }
  // No website yet: its address makes the first one.
  if (websites.data.length === 0) return newWebsite;
  const options = [
    ...websites.data.map((website) => ({
      value: String(website.id),
      label:
        website.storeId === null
          ? website.url
          : t('form.platfoxWebsiteTaken', { url: website.url, store: website.storeName }),
      disabled: website.storeId !== null,
    })),
    { value: NEW_WEBSITE, label: t('form.platfoxNewWebsite') },
  ];
  return (
    <Stack gap="md">
      <Select
        label={t('form.platfoxWebsite')}
        description={t('form.platfoxWebsiteHint')}
        data={options}
        allowDeselect={false}
        value={websiteId || NEW_WEBSITE}
        error={form.errors.websiteId}
        onChange={(value) =>
          form.setFieldValue('websiteId', value && value !== NEW_WEBSITE ? value : '')
        }
      />
      {websiteId ? null : newWebsite}
    </Stack>
  );
}
