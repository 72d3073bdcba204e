import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanEmbKeyword } from '../emb-list-search';

/** Typing pauses this long before the list asks the server. */
const KEYWORD_DEBOUNCE_MS = 300;

/**
 * The keyword box: the list follows what is typed after a short pause, Enter applies at once. The
 * URL is replaced while typing, so the back button skips the half-typed words.
 */
export function EmbKeywordInput({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (keyword: string | undefined, options: { replace: boolean }) => void;
}) {
  const { t } = useTranslation('embs');
  const [text, setText] = useState(value ?? '');
  const applied = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL changed by itself (back button, "Clear filters"): show its keyword.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value ?? '');
  }, [value]);

  useEffect(() => {
    const keyword = cleanEmbKeyword(text);
    if (keyword === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = keyword;
      onChangeRef.current(keyword, { replace: true });
    }, KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const apply = (keyword: string | undefined) => {
    if (keyword === applied.current) return;
    applied.current = keyword;
    onChange(keyword, { replace: false });
  };

  return (
    <TextInput
      label={t('filters.keyword')}
      placeholder={t('filters.keywordPlaceholder')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(cleanEmbKeyword(text));
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('filters.clearKeyword')}
            onClick={() => {
              setText('');
              apply(undefined);
            }}
          />
        ) : null
      }
      maxLength={100}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
