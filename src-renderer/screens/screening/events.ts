// The main process's screening news for the whole window: a run's progress goes into the
// cache of `screening.run` (the Screening area shows it), and results or decisions changed
// elsewhere (another window, a finished run, a list update) make the screening reads stale.
// In the frame, so the menu's count and Today hear them in every area.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAgainAfter } from '../../ipc';

export function useScreeningEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A changed result makes stale what a decision does.
    const readAgain = () => void readAgainAfter(queryClient, 'screening.decide');
    const offChanged = window.desk.on('screening.changed', readAgain);
    const offRun = window.desk.on('screening.run', (run) => {
      queryClient.setQueryData(['screening.run', undefined], run);
      if (run.state !== 'running' && run.state !== 'paused') readAgain();
    });
    return () => {
      offChanged();
      offRun();
    };
  }, [queryClient]);
}
