import { TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ProductText = { title: string; description: string; keywords: string[] };

/** Title, description and keywords of a product: in the wizard and when editing one. */
export function ProductTextFields<T extends ProductText>({
  draft,
  titleError,
  onChange,
}: {
  draft: T;
  titleError: string | undefined;
  onChange: (draft: T) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <>
      <TextInput
        label={t('form.title')}
        required
        value={draft.title}
        error={titleError}
        onChange={(e) => onChange({ ...draft, title: e.currentTarget.value })}
      />
      <Textarea
        label={t('form.description')}
        autosize
        minRows={2}
        value={draft.description}
        onChange={(e) => onChange({ ...draft, description: e.currentTarget.value })}
      />
      <TagsInput
        label={t('form.keywords')}
        value={draft.keywords}
        onChange={(keywords) => onChange({ ...draft, keywords })}
      />
    </>
  );
}
