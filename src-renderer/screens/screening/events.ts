// A screening run's progress for the whole window: it goes into the cache of `screening.run`
// (the Screening area shows it). What a run or a list update makes stale comes as `changed`.
// In the frame, so the menu's count and Today hear it in every area.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useScreeningEvents() {
  const queryClient = useQueryClient();
  useEffect(() => window.desk.on('screening.run', (run) => queryClient.setQueryData(['screening.run', undefined], run)), [queryClient]);
}
