/**
 * What was built from a list the last time, while the list holds the same items in the same
 * order (a day's imports against an unchanged host), else built anew: comparing costs a
 * comparison per item, building the text work of every item.
 */
export function builtLast<I, T>(same: (a: I, b: I) => boolean, build: (items: readonly I[]) => T): (items: readonly I[]) => T {
  let last: { items: readonly I[]; built: T } | undefined;
  return (items) => {
    const kept = last;
    if (kept && kept.items.length === items.length && items.every((item, i) => same(item, kept.items[i] as I))) return kept.built;
    const built = build(items);
    last = { items: [...items], built };
    return built;
  };
}
