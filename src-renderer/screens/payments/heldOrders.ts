// A list of orders small enough to hold in the window (the main process answers it whole,
// `orders.browse` with `whole`): the search box filters it here, as the main process's index
// filters its own (workflows/order-index.ts selectPage, with the investors' names), so a
// keystroke makes no call. The keys are read once per list, not per keystroke.
import type { OrderPage } from '@contract';
import { type Order, orderTextSearch, sortableAmount } from '@wire/orders';
import { nameMatches, nameSearchWords, wordsOf } from '@wire/users';

export interface HeldOrders {
  page: OrderPage;
  /** Per row: the code in upper case, the amount sortable, the investor's name's words. */
  codes: string[];
  amounts: string[];
  names: string[][];
}

export function holdOrders(page: OrderPage): HeldOrders {
  return {
    page,
    codes: page.rows.map((o) => o.order_code.toUpperCase()),
    amounts: page.rows.map((o) => sortableAmount(o.amount)),
    names: page.rows.map((o) => wordsOf(page.names?.[o.id] ?? '')),
  };
}

/** The held rows the search box's text (or the amount read from it) matches, in the list's order. */
export function searchHeld({ page, codes, amounts, names }: HeldOrders, text: string | undefined, amount: string | undefined): Order[] {
  // Trimmed as the channel's schema trims it.
  const trimmed = text?.trim() || undefined;
  const search = orderTextSearch(trimmed, amount);
  if (!search) return page.rows;
  const typed = trimmed ? nameSearchWords(trimmed) : [];
  return page.rows.filter(
    (_, i) =>
      (search.code !== undefined && (codes[i] as string).includes(search.code)) ||
      amounts[i] === search.amount ||
      nameMatches(typed, names[i] as string[]),
  );
}
