// The field messages of the desk's own checks in English: the sandbox's words, and where a
// form reads better without an API field's name, plainer ones.
import { FIELD_MESSAGES } from '@wire/field-messages';

export const en = {
  ...FIELD_MESSAGES,
  second_taxation_required: 'is required when not taxable in the country of taxation only',
} as const;
