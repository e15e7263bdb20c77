import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deadlines } from '../../src-main/client/deadlines';

afterEach(() => vi.restoreAllMocks());

describe('deadlines of calls in flight', () => {
  it('aborts a call at its deadline, not one that ended, with one timer that stops when no call is left', async () => {
    // Watched, not replaced: the timers run as they do in the desk.
    const set = vi.spyOn(globalThis, 'setInterval');
    const clear = vi.spyOn(globalThis, 'clearInterval');
    const deadlines = new Deadlines();
    const due = deadlines.start(10);
    const ended = deadlines.start(10);
    const later = deadlines.start(60_000);
    deadlines.end(ended);
    await once(due.signal, 'abort');
    // The tick that aborted `due` would have aborted `ended` too: both were due by then.
    expect(ended.signal.aborted).toBe(false);
    expect(later.signal.aborted).toBe(false);
    expect(set).toHaveBeenCalledTimes(1);
    expect(clear).not.toHaveBeenCalled();
    deadlines.end(later);
    // The next tick finds nothing in flight and stops its timer; a call after that starts it again.
    await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(1), { timeout: 2_000, interval: 20 });
    const again = deadlines.start(1);
    await once(again.signal, 'abort');
    expect(set).toHaveBeenCalledTimes(2);
  });
});
