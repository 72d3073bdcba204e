import { Select } from '@mantine/core';
import type { Factory } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

/** The factory a page shows, for staff who work for several; nothing for those with one. */
export function FactorySelect({
  factories,
  value,
  onChange,
}: {
  factories: readonly Factory[];
  value: Factory;
  onChange: (factory: Factory) => void;
}) {
  const { t } = useTranslation('machinePlan');
  if (factories.length < 2) return null;
  return (
    <Select
      label={t('factory.label')}
      data={factories.map((factory) => ({ value: factory, label: t(`factory.names.${factory}`) }))}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        const factory = factories.find((each) => each === next);
        if (factory) onChange(factory);
      }}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
