// One line of the audit log, as the renderer shows it. Pure.
export interface AuditEntry {
  /** Joins an attempt to its result. */
  id: string;
  time: string;
  profileId: string;
  profileName: string;
  /** The IPC channel of the write or profile change, e.g. `projects.create`; `sign` for a refused signature. */
  action: string;
  targets: Record<string, string>;
  phase: 'attempt' | 'result';
  /** `unknown`: the answer was lost, so the write may or may not have happened. */
  outcome?: 'ok' | 'failed' | 'unknown';
  detail?: string;
}
