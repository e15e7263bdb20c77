// The desk's translator: words by language and namespace, each bundled or loaded when first
// asked for. `t` reads nested keys ('a.b.c'), fills `{{name}}` (unescaped: React escapes),
// picks `key_one`/`key_other` by the count (Intl.PluralRules), falls back to the fallback
// language, then to `defaultValue`, then to the key itself (as i18next did). Pure: React's
// hook is in i18n/index.ts.
import type { Words } from './types';

/** The keys of the words `W` to a text, dotted; a counted text (`x_one`, `x_other`) also as `x`. */
export type Keys<W> = W extends Words
  ? { [K in keyof W & string]: W[K] extends string ? K | PluralOf<K> : `${K}.${Keys<W[K]>}` }[keyof W & string]
  : never;
type PluralOf<K extends string> = K extends `${infer Key}_${Intl.LDMLPluralRule}` ? Key : never;

/** `ns`: another namespace than the `t`'s own; `count` picks the plural; the rest fill `{{name}}`. */
type Options<NS extends string> = { ns?: NS; count?: number; defaultValue?: string; [name: string]: string | number | null | undefined };

declare const ownNamespace: unique symbol;

/** `t` of namespace `N` of the resources `R` (each namespace's English words): a wrong key is a type error. */
export interface Fixed<R, N extends keyof R & string> {
  <O extends keyof R & string = N, K extends Keys<R[O]> = Keys<R[O]>>(key: K, options?: Options<O>): string;
  /** Any key, given the text for one the words lack (a code from the host, say), as i18next's types allowed. */
  (key: string, options: Options<keyof R & string> & { defaultValue: string }): string;
  /** Types only: a `t` of one namespace is not taken where another's is asked for. */
  readonly [ownNamespace]?: N;
}

interface Translator<R, L extends string> {
  readonly language: L;
  /** Loads the words of the namespaces already asked for in `language` first, then switches to it. */
  changeLanguage: (language: L) => Promise<void>;
  getFixedT: <N extends keyof R & string>(language: L, namespace: N) => Fixed<R, N>;
  /** Loads `namespaces` in the language and the fallback, each once. */
  loadNamespaces: (namespaces: (keyof R & string) | readonly (keyof R & string)[]) => Promise<void>;
  /** Loads every namespace asked for so far in `languages`. */
  loadLanguages: (languages: L | readonly L[]) => Promise<void>;
  /** Whether the words of `namespace` in the language and the fallback are there, or failed to come: nothing to wait for. */
  hasLoadedNamespace: (namespace: keyof R & string) => boolean;
  hasResourceBundle: (language: L, namespace: keyof R & string) => boolean;
  getResourceBundle: (language: L, namespace: keyof R & string) => Words | undefined;
  /** Calls `listener` after each change of language; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** Each namespace's words in each language: the words themselves, or their loader. */
type Sources<R, L extends string> = { readonly [N in keyof R]: Readonly<Record<L, Words | (() => Promise<Words>)>> };

const PLACEHOLDER = /\{\{\s*(.+?)\s*\}\}/g;

/** i18next's rules: a value given as undefined or null reads as nothing; a name not given stays as written. */
function interpolate(text: string, values: Options<string>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder));
}

function textAt(words: Words | undefined, key: string): string | undefined {
  let found: Words | string | undefined = words;
  for (const part of key.split('.')) found = typeof found === 'object' && Object.hasOwn(found, part) ? found[part] : undefined;
  return typeof found === 'string' ? found : undefined;
}

export function createTranslator<R, L extends string>({ language, fallback, sources }: { language: L; fallback: L; sources: Sources<R, L> }): Translator<R, L> {
  type NS = keyof R & string;
  let current = language;
  let changingTo = language;
  /** Words loaded, by `language:namespace`. */
  const loaded = new Map<string, Words>();
  const loads = new Map<string, Promise<void>>();
  /** Loads that failed, by `language:namespace`: nothing to wait for, the words read as if missing. */
  const failed = new Set<string>();
  /** The namespaces asked for, in whichever language: a new language loads them first. */
  const asked = new Set<NS>();
  const listeners = new Set<() => void>();
  const plurals = new Map<string, Intl.PluralRules>();

  const withFallback = (lng: L): L[] => (lng === fallback ? [lng] : [lng, fallback]);
  const listOf = <T extends string>(one: T | readonly T[]): readonly T[] => (typeof one === 'string' ? [one] : one);

  function wordsOf(lng: L, ns: NS): Words | undefined {
    const source = sources[ns][lng];
    return typeof source === 'function' ? loaded.get(`${lng}:${ns}`) : source;
  }

  /** Each namespace in each language loaded once for good: one that failed is not tried again. */
  function load(namespaces: readonly NS[], languages: readonly L[]): Promise<void> {
    namespaces.forEach((ns) => asked.add(ns));
    const loading = namespaces.flatMap((ns) =>
      languages.flatMap((lng) => {
        const [key, source] = [`${lng}:${ns}`, sources[ns][lng]];
        if (typeof source !== 'function') return [];
        const promise =
          loads.get(key) ??
          source().then(
            (words) => void loaded.set(key, words),
            (error: unknown) => {
              failed.add(key);
              throw error;
            },
          );
        loads.set(key, promise);
        return [promise];
      }),
    );
    return Promise.all(loading).then(() => undefined);
  }

  function plural(lng: L, count: number): Intl.LDMLPluralRule {
    let rules = plurals.get(lng);
    if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules.select(count);
  }

  function translate(lng: L, ns: NS, key: string, options: Options<NS>): string {
    for (const code of withFallback(lng)) {
      const words = wordsOf(code, ns);
      const text = (options.count === undefined ? undefined : textAt(words, `${key}_${plural(code, options.count)}`)) ?? textAt(words, key);
      if (text !== undefined) return interpolate(text, options);
    }
    return interpolate(options.defaultValue ?? key, options);
  }

  return {
    get language() {
      return current;
    },
    changeLanguage: async (lng) => {
      changingTo = lng;
      // Words that failed to come read in the fallback language, as they did before the change.
      await load([...asked], withFallback(lng)).catch(() => undefined);
      // A later change that finished first stays.
      if (changingTo !== lng) return;
      current = lng;
      listeners.forEach((listener) => listener());
    },
    getFixedT: (lng, ns) => (key: string, options: Options<NS> = {}) => translate(lng, options.ns ?? ns, key, options),
    loadNamespaces: (namespaces) => load(listOf(namespaces), withFallback(current)),
    loadLanguages: (languages) => load([...asked], listOf(languages)),
    hasLoadedNamespace: (ns) => withFallback(current).every((lng) => wordsOf(lng, ns) !== undefined || failed.has(`${lng}:${ns}`)),
    hasResourceBundle: (lng, ns) => wordsOf(lng, ns) !== undefined,
    getResourceBundle: wordsOf,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
