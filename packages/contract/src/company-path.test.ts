import { describe, expect, it } from 'vitest';
import { companyPath, decodeCompanyId } from './company-path';

describe('company path', () => {
  it('carries the id base64-encoded', () => {
    expect(companyPath(7)).toBe('/companies/Nw==');
    expect(companyPath(1234)).toBe(`/companies/${btoa('1234')}`);
  });

  it('decodes what it encodes, with or without padding', () => {
    for (const id of [1, 7, 42, 1234, 987654321]) {
      expect(decodeCompanyId(companyPath(id).split('/')[2])).toBe(id);
    }
    expect(decodeCompanyId('Nw')).toBe(7);
  });

  it('rejects what is not base64 of a positive integer', () => {
    expect(decodeCompanyId(undefined)).toBeNull();
    expect(decodeCompanyId('')).toBeNull();
    expect(decodeCompanyId('%%%')).toBeNull();
    expect(decodeCompanyId('7')).toBeNull();
    expect(decodeCompanyId(btoa('0'))).toBeNull();
    expect(decodeCompanyId(btoa('-3'))).toBeNull();
    expect(decodeCompanyId(btoa('12abc'))).toBeNull();
    expect(decodeCompanyId(btoa('1.5'))).toBeNull();
  });
});
