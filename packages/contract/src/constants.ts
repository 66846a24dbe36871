export const CATEGORIES = ['Residential', 'Commercial', 'Industrial', 'Apartments'] as const;
export const EXPERIENCES = ['Fresh', '1 Year', '2 Year', '3 Year', '4 Year'] as const;

export const DATE_POSTED = [
  { value: 'all', label: 'All' },
  { value: 'last_hour', label: 'Last Hour' },
  { value: 'last_24_hours', label: 'Last 24 Hour' },
  { value: 'last_7_days', label: 'Last 7 Days' },
  { value: 'last_14_days', label: 'Last 14 Days' },
  { value: 'last_30_days', label: 'Last 30 Days' },
] as const;

export const JOB_TYPES = [
  'Residential Inspection',
  'Commercial Inspection',
  'Insurance Inspections',
  'Notary',
  'Mortgage',
  'Loan Signing',
  'Property Preservation',
  'Mystery Shopping',
  'Occupancy Verification',
  'Drive-By Inspection',
  'Property Condition Report',
  'Loss Control Survey',
  'Hazard Inspection',
  'Construction Draw Inspection',
  'Disaster Inspection',
  'Claims Adjusting',
  'Appraisal',
  'Merchandising',
  'Retail Audit',
  'Process Serving',
  'Photography',
  'Maintenance and Repair',
  'Field Survey',
] as const;

export const SKILL_TAGS = [
  'App',
  'Administrative',
  'Android',
  'Wordpress',
  'Design',
  'React',
  'Photography',
  'Drone',
  'Ladder Assist',
  'Measurements',
  'Report Writing',
  'Bilingual',
  'Smartphone App',
  'Customer Service',
] as const;

export const CERTIFICATIONS = [
  'Commissioned Notary',
  'NNA Certified Signing Agent',
  'E&O Insurance',
  'Background Screened',
  'InterNACHI Certified Home Inspector',
  'HAAG Certified Inspector',
  'Licensed Adjuster',
  'FAA Part 107 Drone Pilot',
  'OSHA 10',
] as const;

export const EDUCATIONS = [
  'High School',
  'Trade Certificate',
  'Associate',
  'Bachelor',
  'Master',
  'Doctorate',
] as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;

export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
export const TOAST_CLOSE_MS = 1000;
export const SCROLL_TOP_THRESHOLD_PX = 500;

export const MESSAGES = {
  cartAdded: 'This item added to cart.',
  cartDuplicate: 'This item is already in the cart.',
  cartDeleted: (id: number | string) => `Item ${id} has been deleted.`,
  logoutFailed: 'Logout failed',
  bookmarkFailed: 'Failed to bookmark or unbookmark the job. Please try again.',
  invitesSent: 'Invites Sent Successfully',
  permissionDenied: 'Permission Denied',
  teamServerError: 'Interal Server Error, Try Again Later',
  uploadTooLarge: 'Upload file too large, limit is 50 MB',
  uploadServerError: 'Error 500: Internal Server Error, file may be corrupted',
  uploadBadInput: 'Error 400: Bad Input:',
  noResponse: 'An unexpected error occurred. Please try again.',
  badCredentials: 'Unable to log in with the provided credentials.',
  passwordResetSent: 'If an account exists for that email, we sent a link to reset the password.',
  verificationSent: 'Verification email sent.',
  signUpSent: 'Check your email to finish signing up.',
  contactThanks: 'Thanks, we will get back to you.',
} as const;

/** The job filter's defaults (API.md): distance 0-50 miles, pay 0-20,000, the first ten jobs. */
export const JOB_FILTER_DEFAULTS = {
  destination_min: 0,
  destination_max: 50,
  salary_min: 0,
  salary_max: 20000,
  start: 0,
  end: 10,
} as const;
/** Past this many matches a search reports "10,000+" instead of an exact count. */
export const COUNT_CAP = 10000;
