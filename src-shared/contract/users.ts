// users.*: the investors.
import { z } from 'zod';
import type { Success } from '../wire/common';
import type { Project } from '../wire/projects';
import { type User, UserForm, UserUpdate } from '../wire/users';
import { ById, Id, out } from './common';

export const channels = {
  'users.findByEmail': { input: z.object({ email: z.string().trim().min(1).max(254) }), output: out<User>() },
  /** `opened`: a screen opens this investor (who becomes recent), rather than only naming them. */
  'users.get': { input: ById.extend({ opened: z.literal(true).optional() }), output: out<User>() },
  'users.create': { hostWrite: true, input: z.object({ user: UserForm }), output: out<User>(), invalidates: ['investors.search', 'investors.reviewQueue'] },
  'users.update': { hostWrite: true, input: z.object({ id: Id, user: UserUpdate }), output: out<User>(), invalidates: ['users.findByEmail', 'investors.check', 'users.get', 'investors.search', 'investors.reviewQueue'] },
  'users.delete': { hostWrite: true, input: ById, output: out<Success>(), invalidates: ['users.findByEmail', 'investors.check', 'investors.search', 'investors.reviewQueue'] },
  'users.projects': { input: ById, output: out<Project[]>() },
} as const;
