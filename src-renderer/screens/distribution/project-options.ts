// Every project picker's options: each project with its state ("ROOF-24 · Roof · ended, not
// prepared"), so whoever picks sees which one is on sale and which one waits for finance.
import { useQueries } from '@tanstack/react-query';
import type { Project } from '@wire/projects';
import { useTranslation } from '../../i18n';
import { invoke } from '../../ipc';
import { pickerState } from './project-state';

/** The preparation's state is read per project (shared with Today and Distribution); the state shows once it is known. */
export function useProjectOptions(projects: readonly Project[] | undefined): Array<{ value: string; label: string }> {
  const { t } = useTranslation();
  const list = projects ?? [];
  const statuses = useQueries({
    queries: list.map((p) => ({
      queryKey: ['distribution.status', { projectId: p.id }],
      queryFn: () => invoke('distribution.status', { projectId: p.id }),
    })),
  });
  return list.map((p, i) => {
    const state = pickerState(p, statuses[i]?.data?.status);
    return { value: p.id, label: [p.code, p.name, state && t(`projectStates.${state}`)].filter(Boolean).join(' · ') };
  });
}
