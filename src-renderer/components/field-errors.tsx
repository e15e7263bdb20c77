// A failed save's field messages, as the forms show them: the desk's own codes in the chosen
// language, a server's words as they came under their technical details. Apart from errors.tsx,
// which the window's first frame imports: the field messages' words come with the forms.
import type { ReactNode } from 'react';
import type { FieldMessages } from '@wire/errors';
import { useTranslation } from '../i18n';
import { fieldMessageText } from '../i18n/field-messages';
import { TechnicalDetails } from './errors';

/** A field's refusal by the server: the desk's sentence, the server's words folded below. */
function ServerFieldMessage({ own, server }: { own: string[]; server: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {[...own, t('errors.fieldRefused')].join(' ')}
      <TechnicalDetails text={server.join('\n')} fromServer />
    </>
  );
}

/**
 * A failed save's field messages for a form: the desk's own codes in the chosen language,
 * a server's words as they came, under its technical details.
 */
export function fieldErrors(fields: FieldMessages | undefined, language: string): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, messages]) => {
      const own = messages.flatMap((m) => ('code' in m ? [fieldMessageText(m, language)] : []));
      const server = messages.flatMap((m) => ('text' in m ? [m.text] : []));
      return [field, server.length === 0 ? own.join(' ') : <ServerFieldMessage own={own} server={server} />];
    }),
  );
}
