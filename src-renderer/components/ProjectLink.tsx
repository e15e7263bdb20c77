import { useNavigation } from '../stores/navigation';
import { PlaceLink } from './links';

/** A project's code (and name) that opens the project in Projects. */
export function ProjectLink({ projectId, code, name }: { projectId: string; code: string; name?: string }) {
  const go = useNavigation((s) => s.go);
  return (
    <PlaceLink onClick={() => go('projects', { projectId })}>
      {name === undefined ? code : `${code} · ${name}`}
    </PlaceLink>
  );
}
