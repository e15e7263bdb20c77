import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';
import { SearchForm, type SearchProps, useSearchDraft } from './SearchForm';

/**
 * A search field with its button: Enter looks up what was typed. `onType` hears every
 * keystroke, for a screen that filters as the user types.
 */
export function LookupForm({
  button,
  value,
  onLookup,
  onType,
  inputRef,
  width = 360,
  ...field
}: SearchProps & {
  onType?: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [draft, setDraft] = useSearchDraft(value);
  return (
    <SearchForm
      button={button}
      onSubmit={() => {
        if (draft.trim()) onLookup(draft.trim());
      }}
    >
      <TextInput
        {...field}
        ref={inputRef}
        value={draft}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          onType?.(e.currentTarget.value);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={width}
        data-autofocus
      />
    </SearchForm>
  );
}
