// A field message travels as a code and its arguments (`{code: 'too_long', args: {max: 64}}`),
// set by the desk's own schemas: the desk shows it in the user's language. What a host says
// travels as its text (`{text}`) and is shown as it came. The sandbox, itself a host, answers
// in English: FIELD_MESSAGES are those words, `{{name}}` standing for an argument.
export const FIELD_MESSAGES = {
  required: 'is required',
  not_empty: 'must not be empty',
  too_long: 'must be at most {{max}} characters',
  one_of: 'must be one of {{values}}',
  between: 'must be between {{min}} and {{max}}',
  uuid: 'must be a UUID',
  id: "may contain only letters, digits, '-' and '_'",
  date_time: 'must be an ISO 8601 date-time',
  date: 'must be a date (YYYY-MM-DD)',
  date_or_date_time: 'must be an ISO 8601 date or date-time',
  past: 'must be in the past',
  decimal: 'must be a decimal number',
  two_decimals: 'must have at most 2 decimal places',
  not_negative: 'must not be negative',
  positive: 'must be greater than 0',
  amount_max: 'must be at most {{max}}',
  whole_number: 'must be a whole number',
  iban: 'is not a valid IBAN',
  bic: 'is not a valid BIC',
  country: 'must be an ISO 3166-1 alpha-2 country code',
  email: 'must be an email address',
  locale: 'must be en or de',
  wallet_address: 'must be 0x followed by 40 hex digits',
  accepted: 'must be accepted',
  missing: 'is missing',
  project_code: "may contain only letters, digits, '-', '_' and '.'",
  end_after_start: 'must be after the start date',
  below_volume: 'must be below the volume',
  second_taxation_required: 'is required when exclusively_taxable_in_country_of_taxation is false',
  pep_details: 'is required for a politically exposed person',
  shares_total: 'the shares of all business owners may total at most 100; the others hold {{others}}',
  document_number: "may contain only letters, digits, spaces, '-', '.' and '/'",
  file_name: 'must be a file name without a folder or control characters',
  file_too_big: 'must be at most {{mib}} MiB ({{bytes}} bytes)',
  base64: 'must be base64',
  content_mismatch: 'does not look like {{type}} content',
  expires_after_issued: 'must be after the issue date',
  video_business_owner: 'is a business owner: the legal representative takes the video identification',
  lacks: 'lacks {{fields}}',
  answer: 'must be a string, a number or a boolean',
  question_key: "question keys are 1 to 100 letters, digits, '_', '.' or '-'",
  answers: 'must be an object of question keys to answers',
  no_answer: 'must answer at least one question',
  asset_symbol: 'must be 2 to 12 letters or digits',
  sort_order: 'must be asc or desc',
  http_url: 'must be an http or https URL',
  base_url: 'must be a URL such as {{example}}',
  https: 'must use https (plain http only for this computer)',
  url_parts: 'must not contain credentials, a query or a fragment',
  currency: 'must be a currency code such as EUR',
  signature_prefix: 'may contain only letters, digits, ".", "-" and "_"',
  ca_file: 'must be a readable PEM file with at least one certificate',
  proxy_url_required: 'is required for a proxy set by hand',
  ca_file_path: 'must be a full path on this computer (not a network share or a relative path)',
  ca_file_chosen: 'must be chosen in the file dialog',
} as const;

export type FieldCode = keyof typeof FIELD_MESSAGES;
export type FieldArgs = Record<string, string | number>;
export type CodedMessage = { code: FieldCode; args?: FieldArgs };
export type FieldMessage = CodedMessage | { text: string };

export function isFieldCode(code: string): code is FieldCode {
  return Object.hasOwn(FIELD_MESSAGES, code);
}

/** `template` with each `{{name}}` replaced by its argument. */
export function interpolate(template: string, args: FieldArgs = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

/** The message in English, as the sandbox answers it. */
export function fieldText(message: FieldMessage): string {
  return 'text' in message ? message.text : interpolate(FIELD_MESSAGES[message.code], message.args);
}
