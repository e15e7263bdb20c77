// First: the reads the first frame needs leave before the rest of the script is evaluated.
import { firstReads } from './first-reads';
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './app.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Preferences } from '@contract';
import { App } from './App';
import { reportError, reportWindowErrors } from './error-report';
import { initI18n } from './i18n';
import { answerOf, loadContract, prefetchRead } from './ipc';
import { AppProviders } from './providers';
import { useNavigation } from './stores/navigation';

async function start() {
  reportWindowErrors();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
  // Asked beside the preferences, so that the frame names the connection from its first paint
  // when the answer is there by then; the header's read joins it otherwise.
  prefetchRead(queryClient, 'profiles.active', undefined, firstReads.active);
  // The defaults come from the schema, loaded only when the preferences cannot be read.
  const preferences: Preferences = await answerOf(firstReads.preferences).catch(async () => (await loadContract()).PreferencesSchema.parse({}));
  await initI18n(preferences.language);
  document.documentElement.lang = preferences.language;
  if (preferences.lastArea) useNavigation.setState({ area: preferences.lastArea });
  createRoot(root, {
    onUncaughtError: (error) => reportError('render', error),
    onRecoverableError: (error) => reportError('render', error),
  }).render(
    <StrictMode>
      <AppProviders colorScheme={preferences.theme} queryClient={queryClient}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
