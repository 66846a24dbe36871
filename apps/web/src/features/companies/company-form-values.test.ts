import { describe, expect, it } from 'vitest';
import { COMPANY } from './company-fixtures';
import { companyFields, companyFormData, companyFormValues } from './company-form-values';

describe('company form values', () => {
  it('sends every text field, empty ones as blanks the server clears', () => {
    const values = { ...companyFormValues(COMPANY), about: '  ', category: null, founded_year: '' };
    expect(companyFields(values)).toEqual({
      name: 'Acme Inspections',
      about: '',
      website: 'https://acme.example.com',
      email: 'jobs@acme.example.com',
      phone: '(512) 555-0100',
      category: '',
      size: '11-50',
      founded_year: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(companyFormData(values).has('avatar')).toBe(false);
  });
});
