import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useEffect, useState } from 'react';

/**
 * A search field with its button: Enter looks up what was typed. `onType` hears every
 * keystroke, for a screen that filters as the user types.
 */
export function LookupForm({
  label,
  placeholder,
  description,
  button,
  value,
  onLookup,
  onType,
  inputRef,
  width = 360,
}: {
  label: string;
  placeholder: string;
  description?: string;
  button: string;
  value: string | undefined;
  onLookup: (value: string) => void;
  onType?: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  width?: number;
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim()) onLookup(draft.trim());
      }}
    >
      <Group align="end">
        <TextInput
          ref={inputRef}
          label={label}
          placeholder={placeholder}
          description={description}
          value={draft}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            onType?.(e.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={width}
          data-autofocus
        />
        <Button type="submit" variant="default">
          {button}
        </Button>
      </Group>
    </form>
  );
}
