import type { Company } from '@fieldhire/contract/companies';

export interface CompanyFormValues {
  name: string;
  about: string;
  website: string;
  email: string;
  phone: string;
  category: string | null;
  size: string | null;
  founded_year: number | string;
  city: string;
  state: string;
  zip: string;
  avatar: File | null;
}

export const TEXT_FIELDS = [
  'name',
  'about',
  'website',
  'email',
  'phone',
  'category',
  'size',
  'founded_year',
  'city',
  'state',
  'zip',
] as const;

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    about: company?.about ?? '',
    website: company?.website ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    category: company?.category ?? null,
    size: company?.size ?? null,
    founded_year: company?.founded_year ?? '',
    city: company?.city ?? '',
    state: company?.state ?? '',
    zip: company?.zip ?? '',
    avatar: null,
  };
}

/** The text fields as the server reads them: an empty value clears the field. */
export function companyFields(values: CompanyFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of TEXT_FIELDS) {
    const value = values[key];
    fields[key] = value === null ? '' : String(value).trim();
  }
  return fields;
}

export function companyFormData(values: CompanyFormValues): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(companyFields(values))) form.append(key, value);
  if (values.avatar) form.append('avatar', values.avatar);
  return form;
}
