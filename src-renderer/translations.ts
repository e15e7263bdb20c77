// The shape of every namespace's words, in both languages.
import type { LANGUAGES } from '@contract';

export type Language = (typeof LANGUAGES)[number];
export type Words = { [key: string]: string | Words };
export type Translations = Record<Language, Words>;
