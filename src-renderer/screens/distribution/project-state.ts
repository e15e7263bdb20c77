// A project's state as every project picker names it: where its sale stands and, once it
// ended, whether its distribution is prepared. Pure.
import type { PreparationStatus } from '@wire/distribution';
import type { Project } from '@wire/projects';
import { phaseOf } from '../projects/phase';

export type PickerState = 'upcoming' | 'onSale' | 'notPrepared' | 'preparing' | 'failed' | 'prepared';

/** Undefined while the preparation's state is still being read. */
export function pickerState(project: Pick<Project, 'start_date' | 'end_date'>, status: PreparationStatus['status'] | undefined, now = new Date()): PickerState | undefined {
  const phase = phaseOf(project, now);
  if (phase === 'upcoming') return 'upcoming';
  if (status === undefined) return phase === 'live' ? 'onSale' : undefined;
  if (status === 'running') return 'preparing';
  if (status === 'failed') return 'failed';
  if (status === 'done') return 'prepared';
  return phase === 'live' ? 'onSale' : 'notPrepared';
}
