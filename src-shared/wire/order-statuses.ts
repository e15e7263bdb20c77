// An order's statuses apart from the order's schema: zod-free, so the window's status badges
// (on Today, the first screen) name them without loading the schemas.
export const ORDER_STATUSES = ['new', 'paid', 'underpaid', 'overpaid', 'cancelled', 'settled'] as const;
