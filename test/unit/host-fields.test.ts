// The fields the connection check compares, read from the wire schemas' own shape, and the
// signature settings a trial may try.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { trialCandidates } from '../../src-main/profiles/connection-check';
import { compareFields, schemaFields } from '../../src-main/profiles/host-fields';

describe('the fields of a schema', () => {
  it('are required or optional as the schema says, through refinements, pipes and loose objects', () => {
    const shape = { id: z.string(), amount: z.string(), user_id: z.string().optional(), reference: z.string().nullish() };
    const expected = { required: ['id', 'amount'], optional: ['user_id', 'reference'] };
    expect(schemaFields(z.object(shape))).toEqual(expected);
    expect(schemaFields(z.looseObject(shape).superRefine(() => undefined))).toEqual(expected);
    expect(schemaFields(z.object(shape).transform((o) => o))).toEqual(expected);
    expect(() => schemaFields(z.string())).toThrow('not an object schema');
  });

  it('compare a sampled config with what the desk reads: sent, missing, unknown', () => {
    expect(compareFields('config', '/config', { timezone: 'UTC', extra: 1 })).toEqual({
      read: 'config',
      path: '/config',
      outcome: 'read',
      present: ['timezone'],
      missing: [],
      missingRequired: ['supported_countries'],
      unknown: ['extra'],
    });
  });
});

describe('the signature trial', () => {
  it('tries a named prefix, the profile’s and the spec’s, raw and hex, never the failed one, at most four', () => {
    expect(trialCandidates({ prefix: 'service', keys: 'raw' })).toEqual([{ prefix: 'service', keys: 'hex' }]);
    expect(trialCandidates({ prefix: 'acme', keys: 'hex' })).toEqual([
      { prefix: 'acme', keys: 'raw' },
      { prefix: 'service', keys: 'raw' },
      { prefix: 'service', keys: 'hex' },
    ]);
    expect(trialCandidates({ prefix: 'mine', keys: 'raw' }, 'guess')).toEqual([
      { prefix: 'guess', keys: 'raw' },
      { prefix: 'guess', keys: 'hex' },
      { prefix: 'mine', keys: 'hex' },
      { prefix: 'service', keys: 'raw' },
    ]);
  });
});
