// Which fields the desk reads, taken from the wire schemas themselves (a field the spec names
// is required there, every other one optional), compared with what a host sent, and what a
// missing field means for the staff.
import type { z } from 'zod';
import { Config } from '../../src-shared/wire/config';
import { KycStatus } from '../../src-shared/wire/kyc';
import { Order } from '../../src-shared/wire/orders';
import { Payment } from '../../src-shared/wire/payments';
import { Project } from '../../src-shared/wire/projects';
import type { FieldImpact, FieldSample, SampleRead } from '../../src-shared/domain/connection-check';

export const SAMPLE_SCHEMAS: Record<SampleRead, z.ZodType> = {
  config: Config,
  projects: Project,
  orders: Order,
  payments: Payment,
  kyc_status: KycStatus,
};

export interface SchemaFields {
  required: string[];
  optional: string[];
}

/** The object inside a schema, through refinements, pipes and wrappers. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth++) {
    const shape = (current as { shape?: Record<string, z.ZodType> }).shape;
    if (shape && typeof shape === 'object') return shape;
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } })._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  throw new Error('not an object schema');
}

/** A resource schema's fields: those it cannot do without, and those it reads when sent. */
export function schemaFields(schema: z.ZodType): SchemaFields {
  const fields: SchemaFields = { required: [], optional: [] };
  for (const [name, field] of Object.entries(objectShape(schema))) {
    (field.isOptional() ? fields.optional : fields.required).push(name);
  }
  return fields;
}

/** One sampled object against the fields the desk reads. */
export function compareFields(
  read: SampleRead,
  path: string,
  item: Record<string, unknown>,
): FieldSample {
  const { required, optional } = schemaFields(SAMPLE_SCHEMAS[read]);
  const sent = new Set(Object.keys(item));
  const known = new Set([...required, ...optional]);
  return {
    read,
    path,
    outcome: 'read',
    present: [...required, ...optional].filter((f) => sent.has(f)),
    missing: optional.filter((f) => !sent.has(f)),
    missingRequired: required.filter((f) => !sent.has(f)),
    unknown: [...sent].filter((f) => !known.has(f)).sort(),
  };
}

/**
 * What the staff lose when a field is not sent, by read: the first rule whose fields are all
 * among the missing ones. The sandbox's names for what the spec describes without naming.
 */
const IMPACT_RULES: Array<{ read: SampleRead; code: string; anyOf: string[] }> = [
  { read: 'orders', code: 'orders_without_investor', anyOf: ['user_id', 'project_id'] },
  { read: 'orders', code: 'orders_without_times', anyOf: ['created_at', 'updated_at'] },
  { read: 'payments', code: 'payments_without_details', anyOf: ['booked_at', 'reference'] },
  { read: 'payments', code: 'payments_without_order', anyOf: ['order_id', 'user_id', 'project_id'] },
  { read: 'projects', code: 'projects_without_minimum', anyOf: ['min_investment_amount'] },
  { read: 'projects', code: 'projects_without_volume', anyOf: ['volume'] },
  { read: 'projects', code: 'projects_without_partner_bank', anyOf: ['partner_customer_id', 'partner_iban', 'partner_bic'] },
];

/** Every consequence the samples show: named ones, the rest of the missing fields, fields the spec names, unknown fields. */
export function impactsOf(samples: FieldSample[]): FieldImpact[] {
  const impacts: FieldImpact[] = [];
  for (const sample of samples) {
    if (sample.outcome !== 'read') continue;
    if (sample.missingRequired.length > 0) impacts.push({ read: sample.read, code: 'unreadable', fields: sample.missingRequired });
    const explained = new Set<string>();
    for (const rule of IMPACT_RULES.filter((r) => r.read === sample.read)) {
      // A field the schema still requires is explained too: the area's fallback is what staff will see.
      const fields = rule.anyOf.filter((f) => sample.missing.includes(f) || sample.missingRequired.includes(f));
      if (fields.length === 0) continue;
      impacts.push({ read: sample.read, code: rule.code, fields });
      for (const f of fields) explained.add(f);
    }
    const rest = sample.missing.filter((f) => !explained.has(f));
    if (rest.length > 0) impacts.push({ read: sample.read, code: 'shown_as_dash', fields: rest });
    if (sample.unknown.length > 0) impacts.push({ read: sample.read, code: 'unknown_kept', fields: sample.unknown });
  }
  return impacts;
}
