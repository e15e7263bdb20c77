// config.*: the host's own settings (time zone, the countries it supports).
import type { Config } from '../wire/config';
import { None, out } from './common';

export const channels = {
  /** The first entry of `GET /config`: the spec answers an array, with one entry for the current user. */
  'config.get': { input: None, output: out<Config>() },
} as const;
