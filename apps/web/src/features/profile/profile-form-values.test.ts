import { describe, expect, it } from 'vitest';
import { PROFILE } from './profile-fixtures';
import { initialProfileValues, profileFormData } from './profile-form-values';

describe('profileFormData', () => {
  it('sends lists as repeated fields, and the chosen files', () => {
    const values = initialProfileValues(PROFILE);
    const avatar = new File(['png'], 'me.png', { type: 'image/png' });
    const resume = new File(['pdf'], 'cv.pdf', { type: 'application/pdf' });
    const form = profileFormData(values, { avatar, resume }, true);

    expect(form.getAll('job_types')).toEqual(['1', '4']);
    expect(form.getAll('skill_tags')).toEqual(['3']);
    expect(form.getAll('categories')).toEqual(['Residential', 'Commercial']);
    expect(form.getAll('coverage_towns')).toEqual(['4805000', '4863500']);
    expect(form.get('zip')).toBe('78701');
    expect(form.get('coverage_radius')).toBe('25');
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect((form.get('resume') as File).name).toBe('cv.pdf');
  });

  it('clears an emptied list with a single empty field', () => {
    const values = { ...initialProfileValues(PROFILE), certifications: [], coverage_towns: [] };
    const form = profileFormData(values, { avatar: null, resume: null }, true);
    expect(form.getAll('certifications')).toEqual(['']);
    expect(form.getAll('coverage_towns')).toEqual(['']);
    expect(form.has('avatar')).toBe(false);
    expect(form.has('resume')).toBe(false);
  });

  it('sends a company user only the shared fields', () => {
    const values = initialProfileValues(PROFILE);
    const resume = new File(['pdf'], 'cv.pdf', { type: 'application/pdf' });
    const form = profileFormData(values, { avatar: null, resume }, false);
    expect([...new Set(form.keys())]).toEqual([
      'first_name',
      'last_name',
      'phone',
      'headline',
      'about',
    ]);
  });
});
