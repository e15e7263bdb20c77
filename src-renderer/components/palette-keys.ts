// Letters typed right after Ctrl+K reach the document before the palette's field has focus:
// its chunk may still be on its way, and its dialog focuses the field only once it has opened.
// They are kept from the moment the palette is asked for and handed to its field, so the
// first keys of a search are never lost.
import { spotlight } from '@mantine/spotlight';

let typed = '';
let keeping = false;

/** A plain character typed outside any field: a field keeps its own keys. */
function keep(event: KeyboardEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select'))) return;
  if (event.key === 'Escape') return void takeTypedKeys();
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  typed += event.key;
  event.preventDefault();
}

export function openPalette(): void {
  typed = '';
  if (!keeping) document.addEventListener('keydown', keep, true);
  keeping = true;
  spotlight.open();
}

/** The keys kept since the palette was asked for (once): its field takes them when it has focus, or they are dropped as it closes. */
export function takeTypedKeys(): string {
  if (keeping) document.removeEventListener('keydown', keep, true);
  keeping = false;
  const keys = typed;
  typed = '';
  return keys;
}
