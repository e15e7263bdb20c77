// preferences.*: language and theme, kept in the user's data folder.
import type { AreaHandlers, HandlerContext } from '../services';

export function preferencesHandlers(s: HandlerContext): AreaHandlers<'preferences'> {
  return {
    'preferences.get': () => Promise.resolve(s.preferences.get()),
    'preferences.set': (change) => s.preferences.set(change),
  };
}
