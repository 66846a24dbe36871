import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { describe, expect, it } from 'vitest';
import { COMPANY } from './company-fixtures';
import {
  avatarError,
  companyFields,
  companyFormData,
  companyFormValues,
} from './company-form-values';

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

  it('refuses a logo past 50 MB or of another type before sending', () => {
    const huge = new File(['x'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    expect(avatarError(huge)).toBe(MESSAGES.uploadTooLarge);
    expect(avatarError(new File(['x'], 'logo.gif', { type: 'image/gif' }))).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(avatarError(new File(['x'], 'logo.webp', { type: 'image/webp' }))).toBeNull();
    expect(avatarError(null)).toBeNull();
  });
});
