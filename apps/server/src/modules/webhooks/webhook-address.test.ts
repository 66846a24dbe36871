import { describe, expect, it } from 'vitest';
import { addressKind, checkWebhookUrl, RefusedAddressError } from './webhook-address';

describe('webhook addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.20.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['::', 'private'],
    ['fe80::1', 'private'],
    ['fd00::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['224.0.0.1', 'private'],
    ['8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  const refusal = (url: string, allowLoopback = false) =>
    checkWebhookUrl(new URL(url), allowLoopback).then(
      () => null,
      (error: unknown) => (error instanceof RefusedAddressError ? error.reason : error),
    );

  it('refuses private, loopback and plain-http addresses unless loopback is allowed', async () => {
    expect(await refusal('https://10.0.0.5/hook')).toBe('private');
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toBe('private');
    expect(await refusal('https://[::1]:8443/hook')).toBe('private');
    expect(await refusal('https://localhost/hook')).toBe('private');
    expect(await refusal('http://203.0.113.9/hook')).toBe('scheme');
    expect(await refusal('ftp://127.0.0.1/hook', true)).toBe('scheme');
    expect(await refusal('https://8.8.8.8/hook')).toBeNull();
    expect(await refusal('http://127.0.0.1:9000/hook', true)).toBeNull();
    expect(await refusal('http://localhost:9000/hook', true)).toBeNull();
    expect(await refusal('http://10.0.0.5/hook', true)).toBe('private');
    expect(await refusal('https://no-such-host.invalid/hook')).toBe('unresolved');
  });
});
