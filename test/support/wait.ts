// Waiting *for* something: asks `check` until it holds, and fails the test at the deadline.
// (Never a pause followed by "nothing happened": wait for a sign the work is over instead.)
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
