// The shape of every namespace's words: English is written `as const`, every other language
// is typed from it, so a missing or an extra key is a type error.
import type { LANGUAGES } from '@contract';

export type Language = (typeof LANGUAGES)[number];
export type Words = { readonly [key: string]: string | Words };

/** The keys of the English words `T`, each with a text of its own. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
