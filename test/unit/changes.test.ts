import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src-main/client/errors';
import { Changes } from '../../src-main/ipc/changes';
import { DeskError } from '../../src-shared/errors';
import { invalidatedBy } from '../../src-shared/contract';

describe('what is stale, told to every window', () => {
  const heard = () => {
    const told: string[][] = [];
    const written: string[] = [];
    return { told, written, changes: new Changes((families) => told.push([...families]), (channel) => written.push(channel)) };
  };

  it('tells a write’s families once it answers, with the desk’s news held while it ran', async () => {
    const { told, written, changes } = heard();
    changes.changed(['updates.status']); // nothing running: told now
    let finish!: () => void;
    const running = changes.call('payments.enter', async () => {
      changes.changed(['payments.drafts']);
      changes.changed(['payments.drafts']);
      await new Promise<void>((resolve) => (finish = resolve));
      return 'entered';
    });
    await Promise.resolve();
    expect(told).toEqual([['updates.status']]); // held while the write runs
    finish();
    await expect(running).resolves.toBe('entered');
    expect(told).toEqual([['updates.status'], [...new Set(['payments.drafts', ...invalidatedBy('payments.enter')])]]);
    expect(written).toEqual(['payments.enter']);
  });

  it('tells a host’s refusal of a write, and nothing for the desk’s own refusal or a read', async () => {
    const { told, written, changes } = heard();
    const refused = new ApiError('volume reached', { kind: 'not_allowed', method: 'POST', path: '/orders', status: 422 });
    await expect(changes.call('orders.create', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(told).toEqual([[...invalidatedBy('orders.create')]]);
    await expect(changes.call('orders.create', () => Promise.reject(new DeskError('bad_request', 'no')))).rejects.toThrow('no');
    const lost = new ApiError('offline', { kind: 'network', method: 'POST', path: '/orders' });
    await expect(changes.call('orders.create', () => Promise.reject(lost))).rejects.toBe(lost);
    await expect(changes.call('orders.browse', () => Promise.resolve('rows'))).resolves.toBe('rows');
    expect(told).toHaveLength(1);
    expect(written).toEqual([]);
  });
});
