import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { cleanListKeyword } from '../../lib/list-keyword';

/** Typing pauses this long before the list asks the server (one request per word, not per key). */
export const KEYWORD_DEBOUNCE_MS = 300;

type Props = {
  value: string | undefined;
  onChange: (keyword: string | undefined, options: { replace: boolean }) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  maxLength: number;
};

/**
 * A list's keyword box: the list follows what is typed after a short pause, Enter applies at once.
 * The URL is replaced while typing, so the back button skips the half-typed words.
 */
export function KeywordInput({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  maxLength,
}: Props) {
  const [text, setText] = useState(value ?? '');
  const applied = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL changed by itself (back button, a link, "Clear filters"): show its keyword. Our own
  // change coming back is skipped, so what is being typed meanwhile is not overwritten.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value ?? '');
  }, [value]);

  useEffect(() => {
    const keyword = cleanListKeyword(text, maxLength);
    if (keyword === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = keyword;
      onChangeRef.current(keyword, { replace: true });
    }, KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, maxLength]);

  const apply = (keyword: string | undefined) => {
    if (keyword === applied.current) return;
    applied.current = keyword;
    onChange(keyword, { replace: false });
  };

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(cleanListKeyword(text, maxLength));
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              setText('');
              apply(undefined);
            }}
          />
        ) : null
      }
      maxLength={maxLength}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
