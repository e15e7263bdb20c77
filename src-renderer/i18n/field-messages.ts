// Field messages in the user's language, translated here and nowhere else: a code of the
// desk's own checks in its words, a host's words as they came. Pure, so tested in Node.
import { type FieldMessage, interpolate } from '@wire/field-messages';
import type { Language } from './types';
import { de } from './validation/de';
import { en } from './validation/en';

const WORDS: Record<Language, typeof de> = { en, de };

export function fieldMessageText(message: FieldMessage, language: string): string {
  if ('text' in message) return message.text;
  const words = Object.hasOwn(WORDS, language) ? WORDS[language as Language] : en;
  return interpolate(words[message.code], message.args);
}
