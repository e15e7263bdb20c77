// Field messages in the user's language, translated here and nowhere else: a code of the
// desk's own checks in its words (numbers in the language's notation), a host's words as they
// came. Pure, so tested in Node.
import { type FieldArgs, type FieldMessage, interpolate } from '@wire/field-messages';
import { formatNumber } from '../format';
import type { Language } from './types';
import { de } from './validation/de';
import { en } from './validation/en';

const WORDS: Record<Language, typeof de> = { en, de };

export function fieldMessageText(message: FieldMessage, language: string): string {
  if ('text' in message) return message.text;
  const words = Object.hasOwn(WORDS, language) ? WORDS[language as Language] : en;
  const args: FieldArgs = Object.fromEntries(Object.entries(message.args ?? {}).map(([name, value]) => [name, formatNumber(value, language)]));
  return interpolate(words[message.code], args);
}
