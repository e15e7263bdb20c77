// The garbage collector, as `--expose-gc` gives it, without that flag on the test worker: a
// memory measurement starts from what is live, not from garbage not yet collected.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
