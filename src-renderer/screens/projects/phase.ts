import { type Project, isLive } from '@wire/projects';

export type Phase = 'live' | 'upcoming' | 'ended';
export const PHASE_COLORS: Record<Phase, string> = { live: 'teal', upcoming: 'blue', ended: 'gray' };

export function phaseOf(project: Pick<Project, 'start_date' | 'end_date'>, now = new Date()): Phase {
  if (isLive(project, now)) return 'live';
  return Date.parse(project.start_date) >= now.getTime() ? 'upcoming' : 'ended';
}
