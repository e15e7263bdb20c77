import { z } from 'zod';
import { resource } from './common';

/** `GET /config` answers an array of these. */
export const Config = resource({
  timezone: z.string(),
  supported_countries: z.array(z.string()),
});
export type Config = z.infer<typeof Config>;
