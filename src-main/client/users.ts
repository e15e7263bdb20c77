import { z } from 'zod';
import { Success } from '../../src-shared/wire/common';
import type { OrderStatusFilter } from '../../src-shared/wire/orders';
import { Project } from '../../src-shared/wire/projects';
import { User, type UserForm, type UserUpdate } from '../../src-shared/wire/users';
import { type Transport, encodeSegment as seg } from './transport';

export function usersClient(http: Transport) {
  return {
    create: (user: UserForm) => http.request({ method: 'POST', path: '/users', body: { user } }, User),
    findByEmail: (email: string) => http.request({ method: 'GET', path: '/users', query: { email } }, User),
    get: (id: string) => http.request({ method: 'GET', path: `/users/${seg(id)}` }, User),
    /** Changes only the fields given. */
    update: (id: string, user: UserUpdate) =>
      http.request({ method: 'PUT', path: `/users/${seg(id)}`, body: { user } }, User),
    delete: (id: string) => http.request({ method: 'DELETE', path: `/users/${seg(id)}` }, Success),
    /** Deletes every payment of the user; the orders' statuses follow. */
    destroyPayments: (id: string) =>
      http.request({ method: 'DELETE', path: `/users/${seg(id)}/destroy_payments` }, Success),
    byOrderStatus: (projectId: string, status: OrderStatusFilter) =>
      http.list({ method: 'GET', path: `/users/projects/${seg(projectId)}/by_order_status/${seg(status)}` }, User),
    projects: (id: string) => http.request({ method: 'GET', path: `/users/${seg(id)}/projects` }, z.array(Project)),
  };
}
export type UsersClient = ReturnType<typeof usersClient>;
