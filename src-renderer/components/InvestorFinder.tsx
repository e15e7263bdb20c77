// Finding an investor by name, part of the email or the whole email: the investors the desk
// knows are suggested as the user types (recent ones on an empty field), with typos forgiven;
// an email nobody knows is asked of the server as it is. No browser validation: the field is
// plain text, and what cannot be looked up is said in the app's language.
import { Autocomplete, Badge, Group, Input, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { type Ref, useId, useMemo, useState } from 'react';
import type { InvestorMatch } from '@contract';
import { useTranslation } from '../i18n';
import { invoke, useDeskQuery } from '../ipc';
import { SearchForm, type SearchProps, useSearchDraft } from './SearchForm';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (text: string) => EMAIL.test(text.trim());

/** The known investors that fit `text` (recent ones when it is empty); only those with an email can be opened. */
export function useInvestorSuggestions(text: string, limit = 8): InvestorMatch[] {
  const found = useDeskQuery('investors.search', { text: text.trim(), limit }, { placeholderData: keepPreviousData, retry: false });
  return useMemo(() => (found.data?.matches ?? []).filter((m) => m.email !== undefined), [found.data]);
}

/** The email to look up for what was typed: an email as it is, else the best fit's; undefined when none fits. */
export async function emailFor(text: string): Promise<string | undefined> {
  const typed = text.trim();
  if (looksLikeEmail(typed)) return typed;
  const { matches } = await invoke('investors.search', { text: typed, limit: 1 });
  return matches[0]?.email;
}

function Suggestion({ match }: { match: InvestorMatch }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {match.name}
        </Text>
        {match.recent && (
          <Badge size="xs" variant="light" color="gray">
            {t('investorLookup.recent')}
          </Badge>
        )}
        {match.approved === false && (
          <Badge size="xs" variant="light" color="orange">
            {t('investorLookup.notApproved')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {match.email}
      </Text>
    </Stack>
  );
}

/**
 * A text field that suggests investors; picking one sets the field to the email and calls
 * `onPick`. Controlled: `value` is what is typed.
 */
export function InvestorField({
  label,
  placeholder,
  description,
  value,
  onChange,
  onPick,
  error,
  width,
  inputRef,
  autoFocus,
}: {
  label: string;
  placeholder?: string;
  description?: string;
  value: string;
  onChange: (text: string) => void;
  onPick: (email: string) => void;
  error?: string | boolean;
  width?: number;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  const id = useId();
  const suggestions = useInvestorSuggestions(value);
  const byEmail = useMemo(() => new Map(suggestions.map((m) => [m.email as string, m])), [suggestions]);
  // The label on a wrapper of its own: the list of suggestions is not named like the field.
  const described = [description && `${id}-description`, typeof error === 'string' && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Input.Wrapper id={id} label={label} description={description} error={typeof error === 'string' ? error : undefined} w={width}>
      <Autocomplete
        id={id}
        ref={inputRef}
        aria-describedby={described || undefined}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        data={suggestions.map((m) => m.email as string)}
        // The main process has ranked them already.
        filter={({ options }) => options}
        selectFirstOptionOnChange
        // Opened by typing or a click: a field focused on arrival stays quiet.
        openOnFocus={false}
        onOptionSubmit={onPick}
        renderOption={({ option }) => {
          const match = byEmail.get(option.value);
          return match ? <Suggestion match={match} /> : option.value;
        }}
        error={Boolean(error)}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
        spellCheck={false}
        data-autofocus={autoFocus || undefined}
        maxDropdownHeight={320}
      />
    </Input.Wrapper>
  );
}

/**
 * An investor search with its button: a picked suggestion or Enter looks the investor up by
 * email (the best fit's, when a name was typed).
 */
export function InvestorFinder({ button, value, onLookup, width = 360, ...field }: SearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useSearchDraft(value);
  const [unknown, setUnknown] = useState<string>();
  const lookup = async (text: string) => {
    if (!text.trim()) return;
    const email = await emailFor(text);
    setUnknown(email ? undefined : text.trim());
    if (email) onLookup(email);
  };
  return (
    <SearchForm
      button={button}
      onSubmit={() => void lookup(draft)}
      error={unknown === undefined ? undefined : t('investorLookup.noMatch', { text: unknown })}
    >
      <InvestorField
        {...field}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setUnknown(undefined);
        }}
        onPick={(email) => {
          setUnknown(undefined);
          onLookup(email);
        }}
        error={unknown !== undefined}
        width={width}
        autoFocus
      />
    </SearchForm>
  );
}
