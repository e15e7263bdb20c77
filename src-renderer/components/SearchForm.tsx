// The shell every search shares: its field, the button beside it, what could not be found
// below. Enter in the field or the button submits; the browser validates nothing.
import { Button, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/** What a search screen gives its search: the words, the search shown, where a lookup goes. */
export interface SearchProps {
  label: string;
  placeholder: string;
  description?: string;
  button: string;
  /** The search shown; the field takes it again whenever it changes. */
  value: string | undefined;
  /** Called with what to look up. */
  onLookup: (text: string) => void;
  width?: number;
}

export function SearchForm({
  button,
  onSubmit,
  error,
  children,
}: {
  button: string;
  onSubmit: () => void;
  /** Said below the field, as an alert. */
  error?: string;
  /** The field. */
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Group align="end">
        {children}
        <Button type="submit" variant="default">
          {button}
        </Button>
      </Group>
      {error !== undefined && (
        <Text size="sm" c="red.9" mt={4} role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}

/** What is typed in a search field: `value` (the search shown) again whenever it changes. */
export function useSearchDraft(value: string | undefined) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  return [draft, setDraft] as const;
}
