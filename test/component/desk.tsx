// One screen rendered inside the app's own providers (theme, the real words, TanStack Query,
// dialogs) with a fake `window.desk`: each channel the screen may call is answered by the
// test, typed from the contract; every call is recorded; a call on a channel the test did not
// answer is refused and fails the test. Flows that cross into the main process stay end-to-end.
import { QueryClient } from '@tanstack/react-query';
import { type RenderResult, cleanup, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { type Channel, type ChannelInput, type ChannelOutput, type DeskApi, type DeskEvent, type DeskEventPayload, type IpcResult, invalidatedBy } from '@contract';
import { type Namespace, initI18n } from '../../src-renderer/i18n';
import type { Language } from '../../src-renderer/i18n/types';
import { Overlays } from '../../src-renderer/components/Overlays';
import { AppProviders } from '../../src-renderer/providers';

/** The test's answer on each channel the screen may call. */
export type Answers = { [C in Channel]?: (input: ChannelInput<C>) => ChannelOutput<C> | Promise<ChannelOutput<C>> };

export class FakeDesk implements DeskApi {
  readonly calls: { channel: Channel; input: unknown }[] = [];
  /** Channels called without an answer: any fails the test when it ends. */
  readonly unanswered: Channel[] = [];

  constructor(private readonly answers: Answers) {}

  async invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<IpcResult<ChannelOutput<C>>> {
    this.calls.push({ channel, input });
    const answer = this.answers[channel];
    if (!answer) {
      this.unanswered.push(channel);
      throw new Error(`The test gave no answer on ${channel}`);
    }
    const value = await answer(input);
    // As the main process does: what a write made stale is told before its answer.
    const families = invalidatedBy(channel);
    if (families.length > 0) this.#changed.forEach((listener) => listener({ families }));
    return { ok: true, value };
  }

  readonly #changed = new Set<(payload: DeskEventPayload<'changed'>) => void>();

  /** Only `changed` arrives, after a write as above: the flows that send the others are end-to-end. */
  on<E extends DeskEvent>(event: E, listener: (payload: DeskEventPayload<E>) => void): () => void {
    if (event !== 'changed') return () => {};
    const heard = listener as (payload: DeskEventPayload<'changed'>) => void;
    this.#changed.add(heard);
    return () => this.#changed.delete(heard);
  }

  /** What the screen sent on `channel`, in order. */
  inputsOf<C extends Channel>(channel: C): ChannelInput<C>[] {
    return this.calls.filter((call) => call.channel === channel).map((call) => call.input as ChannelInput<C>);
  }
}

let current: FakeDesk | undefined;

afterEach(() => {
  cleanup();
  const unanswered = current?.unanswered ?? [];
  current = undefined;
  if (unanswered.length > 0) throw new Error(`The screen called channels the test did not answer: ${[...new Set(unanswered)].join(', ')}`);
});

/** The built-in sandbox's connection, writable: what `profiles.active` answers unless a test says otherwise. */
export const SANDBOX_PROFILE: ChannelOutput<'profiles.active'> = {
  id: 'sandbox',
  name: 'Sandbox',
  baseUrl: 'http://127.0.0.1:4010/api/v1',
  environment: 'sandbox',
  signaturePrefix: 'service',
  signatureKeys: 'raw',
  currency: 'EUR',
  proxyMode: 'system',
  builtIn: true,
  active: true,
  hasCredentials: true,
  readOnly: false,
  hasProxyCredentials: false,
};

/**
 * Renders `screen` in `language` (English unless given) with the words of `words` loaded, as
 * the app loads an area's words with its screen. The user types and clicks through `user`.
 */
export async function renderScreen(
  screen: ReactNode,
  { answers = {}, language = 'en', words = [] }: { answers?: Answers; language?: Language; words?: Namespace[] } = {},
): Promise<RenderResult & { desk: FakeDesk; user: UserEvent }> {
  const desk = new FakeDesk(answers);
  current = desk;
  window.desk = desk;
  const i18n = await initI18n(language);
  await i18n.loadNamespaces(words);
  document.documentElement.lang = language;
  // No retries: a failed read shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // No pause between keys: the screens answer each key in the same tick anyway.
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <AppProviders colorScheme="light" queryClient={queryClient}>
      {screen}
      <Overlays />
    </AppProviders>,
  );
  return { ...rendered, desk, user };
}

