import { z } from 'zod';

/** `GET /config` answers an array of these. */
export const Config = z.object({
  timezone: z.string(),
  supported_countries: z.array(z.string()),
});
export type Config = z.infer<typeof Config>;
