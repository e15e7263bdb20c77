/**
 * `at`'s calendar day where the desk runs, `YYYY-MM-DD`: the day its people see on their
 * calendar (a screening at 00:30 in Berlin is the 28th's, though 23:30Z on the 27th).
 */
export function localDay(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}
