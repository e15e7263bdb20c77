import { z } from 'zod';
import { Id, Timestamp, optionalText, requiredText, resource } from './common';

export const LOCALES = ['en', 'de'] as const;
export const Locale = z.enum(LOCALES, { error: 'locale' });

/** The blockchain address the distribution list pays to: an EVM address (sandbox choice). */
export const WALLET_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const WalletAddress = z.string().trim().regex(WALLET_ADDRESS, 'wallet_address');

/** UserForm's fields without defaults: an update sends only what changes. */
export const UserFields = z.object({
  name: requiredText(200),
  email: z.email({ error: 'email' }).max(254),
  locale: Locale,
  business_investor: z.boolean(),
  terms_acceptance: z.boolean().nullish(),
  invitation_code: optionalText(100),
  referral_channel: optionalText(100),
  signed_up_as: optionalText(100),
  partner_attributes: z.record(z.string(), z.unknown()).nullish(),
  wallet_address: WalletAddress.nullish(),
});

export const UserForm = UserFields.extend({
  locale: Locale.default('en'),
  business_investor: z.boolean().default(false),
});
export type UserForm = z.input<typeof UserForm>;

/** A PUT's body: any of the fields, nothing filled in by default. */
export const UserUpdate = UserFields.partial();
export type UserUpdate = z.input<typeof UserUpdate>;

/** The spec's fields (and the id); the timestamps and the wallet are the sandbox's. */
export const User = resource({
  id: Id,
  name: z.string(),
  email: z.string(),
  locale: Locale,
  business_investor: z.boolean(),
  referral_channel: z.string().nullable(),
  approved: z.boolean(),
  approved_at: Timestamp.nullable(),
  wallet_address: z.string().nullish(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type User = z.infer<typeof User>;

/** Lower case, without accents: "Jürgen" is found as "jurgen"; "ß" as "ss". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

const WORD_BREAK = /[\s.,;:_+\-@'"()/\\]+/u;

export function wordsOf(text: string): string[] {
  return fold(text)
    .split(WORD_BREAK)
    .filter((w) => w.length > 0);
}

/**
 * The words of a search text that look for names: none when one has no letter (an amount or
 * part of a code, which matched against numbered names would sweep every order).
 */
export function nameSearchWords(text: string): string[] {
  const typed = wordsOf(text);
  return typed.some((t) => !/\p{L}/u.test(t)) ? [] : typed;
}

/** Whether a name (its `wordsOf`) has a word starting with each typed word; no words match nothing. */
export function nameMatches(typed: readonly string[], words: readonly string[]): boolean {
  return typed.length > 0 && typed.every((t) => words.some((w) => w.startsWith(t)));
}
