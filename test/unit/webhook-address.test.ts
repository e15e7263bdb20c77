// Which webhook addresses a remote sandbox refuses: every address a name resolves to counts,
// so one internal address among public ones is enough. Names are resolved by a stand-in here
// (no network); literal addresses need no resolving.
import { describe, expect, it } from 'vitest';
import { refusedWebhookAddress } from '../../src-main/sandbox/webhooks';

const resolver = (addresses: Record<string, string[]>) => (host: string) =>
  host in addresses ? Promise.resolve(addresses[host] as string[]) : Promise.reject(new Error('ENOTFOUND'));

describe('webhook addresses of a remote sandbox', () => {
  const resolve = resolver({
    'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
    'split.example.com': ['93.184.216.34', '10.0.0.7'],
    'v6-inside.example.com': ['2606:2800:220:1::1', 'fd12:3456::1'],
  });

  it('allows a name whose every address is public', async () => {
    await expect(refusedWebhookAddress('https://hooks.example.com/in', resolve)).resolves.toBeUndefined();
  });

  it('refuses a name with one internal address among public ones, IPv4 or IPv6', async () => {
    await expect(refusedWebhookAddress('https://split.example.com/in', resolve)).resolves.toBe(
      'split.example.com resolves to 10.0.0.7: a loopback, private or link-local address, which this sandbox does not send to',
    );
    await expect(refusedWebhookAddress('https://v6-inside.example.com/in', resolve)).resolves.toContain('resolves to fd12:3456::1');
  });

  it('refuses a name that does not resolve: it cannot be checked', async () => {
    await expect(refusedWebhookAddress('https://nowhere.example.com/in', resolve)).resolves.toBe('nowhere.example.com does not resolve');
  });

  it('checks literal addresses without resolving them', async () => {
    const never = () => Promise.reject(new Error('a literal address was resolved'));
    await expect(refusedWebhookAddress('http://[::ffff:10.1.1.1]/in', never)).resolves.toContain('resolves to ::ffff:a01:101');
    await expect(refusedWebhookAddress('http://172.31.255.255/in', never)).resolves.toContain('resolves to 172.31.255.255');
    await expect(refusedWebhookAddress('http://172.32.0.1/in', never)).resolves.toBeUndefined();
  });
});
