// The host's refusals of an order or a payment action, as the keys of their words
// (`refusals.*`): by the error code the sandbox sends, or by the field a 422 names.
import type { IpcError } from '../../../src-main/ipc/contract';

const CODES = ['user_not_approved', 'project_not_on_sale', 'volume_limit_reached', 'orders_settled', 'order_cancelled', 'order_settled'] as const;
export type Refusal = (typeof CODES)[number] | 'investment_terms';

export function refusalOf(error: IpcError): Refusal | undefined {
  const code = CODES.find((c) => c === error.code);
  if (code) return code;
  return error.fields?.investment_terms ? 'investment_terms' : undefined;
}
