// Reads the API offers only one by one (an investor, an order's payments), a few at a time: a
// host gets no burst of hundreds of requests, and a slow answer holds up only its own slot.

/**
 * `work` for each item, at most `limit` at once, results in the items' order. With `enough`,
 * no further item is started once it says so (results of items not started are missing).
 */
export async function mapAtOnce<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, enough = () => false): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const slot = async () => {
    while (next < items.length && !enough()) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, slot));
  return results;
}
