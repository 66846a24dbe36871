import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, type ImportColumn } from '@fieldhire/contract/job-imports';

const EXAMPLES: Record<ImportColumn, string>[] = [
  {
    external_id: 'INSP-1001',
    title: 'Exterior inspection, single family',
    description: 'Photograph every elevation and the roof line; note visible damage.',
    job_type: 'Residential Inspection',
    category: 'Residential',
    tags: 'exterior; same day',
    experience: 'Fresh',
    pay_min: '40',
    pay_max: '60',
    pay_unit: 'job',
    zip: '78701',
    address: '',
    city: '',
    state: '',
    openings: '1',
    schedule_type: 'window',
    schedule_start: '2027-01-12T09:00:00-06:00',
    schedule_end: '2027-01-12T12:00:00-06:00',
    duration_minutes: '45',
    deliverables: 'photo 4: Each elevation; question: Gate code?; document?: Permit',
    deadline: '2027-01-10',
    expires: '',
  },
  {
    external_id: 'INSP-1002',
    title: 'Loan signing at the borrower’s home',
    description: 'Meet the borrowers, sign the closing package, ship it back the same day.',
    job_type: 'Loan Signing',
    category: 'Residential',
    tags: 'notary',
    experience: '1 Year',
    pay_min: '100',
    pay_max: '150',
    pay_unit: 'job',
    zip: '80202',
    address: '1600 Glenarm Pl',
    city: 'Denver',
    state: 'CO',
    openings: '2',
    schedule_type: 'hard_start',
    schedule_start: '2027-01-15T14:00:00-07:00',
    schedule_end: '',
    duration_minutes: '90',
    deliverables: 'photo: Signed signature page; question: Tracking number?',
    deadline: '',
    expires: '',
  },
];

const rows = () => [
  [...IMPORT_COLUMNS],
  ...EXAMPLES.map((example) => IMPORT_COLUMNS.map((c) => example[c])),
];

/** The import template: the header and two example rows. */
export function templateCsv() {
  return stringify(rows());
}

export async function templateXlsx() {
  const data = rows().map((row, i) =>
    row.map((value) => ({ value, type: String, ...(i === 0 && { fontWeight: 'bold' as const }) })),
  );
  return writeXlsxFile(data, { columns: IMPORT_COLUMNS.map(() => ({ width: 24 })) }).toBuffer();
}
