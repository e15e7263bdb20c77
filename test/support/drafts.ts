// A payment draft as the desk keeps it on disk, for tests that prepare a drafts file.
import { randomUUID } from 'node:crypto';
import type { PaymentDraft } from '../../src-shared/domain/payment-entry';

export function draftOf(profileId: string, state: PaymentDraft['state'] = 'unknown', updatedAt = new Date()): PaymentDraft {
  const time = updatedAt.toISOString();
  return {
    draftId: randomUUID(),
    profileId,
    order: { userId: randomUUID(), projectId: randomUUID(), orderId: randomUUID(), orderCode: 'ORD-RA-1' },
    payment: { amount: '1250.00', booked_at: '2026-11-02', reference: 'Anna Investor' },
    state,
    attempts: state === 'pending' ? 0 : 1,
    ...(state === 'done' ? { payment_id: randomUUID() } : {}),
    created_at: time,
    updated_at: time,
  };
}
