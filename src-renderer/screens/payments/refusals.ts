// The host's refusals of an order or a payment action, as the keys of their words
// (`refusals.*`): by the error code the sandbox sends, or by the field a 422 names.
import type { IpcError } from '@contract';
import { notifyError } from '../../components/errors';
import type { Translate } from '../../i18n';
import { ipcErrorOf } from '../../ipc';

const CODES = ['user_not_approved', 'project_not_on_sale', 'volume_limit_reached', 'orders_settled', 'order_cancelled', 'order_settled'] as const;
export type Refusal = (typeof CODES)[number] | 'investment_terms';

export function refusalOf(error: IpcError): Refusal | undefined {
  const code = CODES.find((c) => c === error.code);
  if (code) return code;
  return error.fields?.investment_terms ? 'investment_terms' : undefined;
}

/** A failed action, told in the refusal's own words when it is one. */
export function notifyFailure(error: unknown, t: Translate): void {
  const refusal = refusalOf(ipcErrorOf(error));
  notifyError(error, t, refusal && t(`refusals.${refusal}`, { ns: 'payments' }));
}
