import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** A search field with its button: Enter looks up what was typed. */
export function LookupForm({
  label,
  placeholder,
  description,
  button,
  value,
  onLookup,
  type = 'text',
}: {
  label: string;
  placeholder: string;
  description?: string;
  button: string;
  value: string | undefined;
  onLookup: (value: string) => void;
  type?: 'text' | 'email';
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim()) onLookup(draft.trim());
      }}
    >
      <Group align="end">
        <TextInput
          label={label}
          placeholder={placeholder}
          description={description}
          type={type}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={360}
          data-autofocus
        />
        <Button type="submit" variant="default">
          {button}
        </Button>
      </Group>
    </form>
  );
}
