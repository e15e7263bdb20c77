import { z } from 'zod';
import { Payment, type PaymentForm, type PaymentListQuery } from '../../src-shared/wire/payments';
import { userProjectPath } from './orders';
import { type Transport, encodeSegment as seg } from './transport';

export interface OrderRef {
  userId: string;
  projectId: string;
  orderId: string;
}

export function paymentsClient(http: Transport) {
  const base = (o: OrderRef) => `${userProjectPath(o.userId, o.projectId)}/orders/${seg(o.orderId)}/payments`;
  return {
    /** `GET /payments`: for a project, a user, or both. */
    list: (query: PaymentListQuery = {}) =>
      http.list({ method: 'GET', path: '/payments', query }, Payment),
    listForOrder: (order: OrderRef) => http.request({ method: 'GET', path: base(order) }, z.array(Payment)),
    get: (order: OrderRef, id: string) => http.request({ method: 'GET', path: `${base(order)}/${seg(id)}` }, Payment),
    /** Never retried by the transport: a lost answer does not mean a lost payment. */
    create: (order: OrderRef, payment: PaymentForm) =>
      http.request({ method: 'POST', path: base(order), body: { payment } }, Payment),
    delete: (order: OrderRef, id: string) =>
      http.request({ method: 'DELETE', path: `${base(order)}/${seg(id)}` }, Payment),
  };
}
export type PaymentsClient = ReturnType<typeof paymentsClient>;
