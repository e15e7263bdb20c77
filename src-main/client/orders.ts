import { z } from 'zod';
import { Order, type OrderForm, type OrderListQuery, type UserOrderListQuery } from '../../src-shared/wire/orders';
import { type Transport, encodeSegment as seg } from './transport';

export function userProjectPath(userId: string, projectId: string): string {
  return `/users/${seg(userId)}/projects/${seg(projectId)}`;
}

export function ordersClient(http: Transport) {
  const base = (userId: string, projectId: string) => `${userProjectPath(userId, projectId)}/orders`;
  return {
    /** `GET /orders`: across users and projects. */
    list: (query: OrderListQuery = {}) => http.list({ method: 'GET', path: '/orders', query }, Order),
    listForUser: (userId: string, projectId: string, query: UserOrderListQuery = {}) =>
      http.request({ method: 'GET', path: base(userId, projectId), query }, z.array(Order)),
    get: (userId: string, projectId: string, id: string) =>
      http.request({ method: 'GET', path: `${base(userId, projectId)}/${seg(id)}` }, Order),
    create: (userId: string, projectId: string, order: OrderForm) =>
      http.request({ method: 'POST', path: base(userId, projectId), body: { order } }, Order),
    cancel: (userId: string, projectId: string, id: string) =>
      http.request({ method: 'POST', path: `${base(userId, projectId)}/${seg(id)}/cancel` }, Order),
  };
}
export type OrdersClient = ReturnType<typeof ordersClient>;
