// How a connection's route and trust are read: the system's proxy answer in PAC form, the
// system's certificate store, and a refused certificate in words.
import tls from 'node:tls';
import { describe, expect, it } from 'vitest';
import { certificateText, environmentHasProxy, pemCertificates, routeFromPac, systemCertificates } from '../../src-main/client/network';

describe('the system proxy answer', () => {
  it('takes the first usable entry', () => {
    expect(routeFromPac('PROXY proxy.corp:3128; DIRECT')).toEqual({ kind: 'proxy', url: 'http://proxy.corp:3128' });
    expect(routeFromPac('HTTPS secure.corp:443')).toEqual({ kind: 'proxy', url: 'https://secure.corp:443' });
    expect(routeFromPac('SOCKS5 socks.corp:1080;PROXY p:1')).toEqual({ kind: 'proxy', url: 'socks5://socks.corp:1080' });
    expect(routeFromPac('DIRECT')).toEqual({ kind: 'direct' });
    expect(routeFromPac('QUIC q:1; DIRECT')).toEqual({ kind: 'direct' });
    expect(routeFromPac('')).toEqual({ kind: 'direct' });
  });

  it('sees a proxy in the environment in either case', () => {
    expect(environmentHasProxy({ https_proxy: 'http://p:1' })).toBe(true);
    expect(environmentHasProxy({ HTTP_PROXY: 'http://p:1' })).toBe(true);
    expect(environmentHasProxy({ NO_PROXY: 'localhost' })).toBe(false);
  });
});

describe('trust', () => {
  it('reads the system store (on Node before 22.15, the distribution bundle) as PEM certificates', () => {
    const store = systemCertificates();
    expect(store.length).toBeGreaterThan(0);
    expect(store.every((pem) => pemCertificates(pem).length === 1)).toBe(true);
    if ('getCACertificates' in tls) expect(store).toEqual((tls as unknown as { getCACertificates(t: string): string[] }).getCACertificates('system'));
  });

  it('says which certificate was refused and why', () => {
    const certificate = { subject: { CN: 'api.example.com', O: 'Example' }, issuer: { CN: 'Old CA' }, valid_to: 'Jan  1 00:00:00 2020 GMT' } as unknown as tls.PeerCertificate;
    expect(certificateText('CERT_HAS_EXPIRED', 'api.example.com', certificate)).toBe(
      'the certificate of api.example.com (CN=api.example.com, O=Example, issued by CN=Old CA) was refused: it has expired on Jan  1 00:00:00 2020 GMT [CERT_HAS_EXPIRED]',
    );
    expect(certificateText('DEPTH_ZERO_SELF_SIGNED_CERT', 'h:8443')).toBe(
      'the certificate of h:8443 was refused: it is self-signed and not trusted on this computer [DEPTH_ZERO_SELF_SIGNED_CERT]',
    );
  });
});
