import { describe, expect, it } from 'vitest';
import { openableUrl } from '../../src-main/ipc/handlers/shell';

const SANDBOX = 'http://127.0.0.1:4010';

describe('what the app opens in the system browser', () => {
  it.each([
    'https://video.provider.example/session/1',
    `${SANDBOX}/sandbox/video/3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6978`,
  ])('opens %s', (url) => {
    expect(openableUrl(url, SANDBOX)?.href).toBe(url);
  });

  it.each([
    'http://video.provider.example/session/1',
    `${SANDBOX}/api/v1/projects`,
    'http://127.0.0.1:9999/sandbox/video/1',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:pass@example.com/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(openableUrl(url, SANDBOX)).toBeUndefined();
  });
});
