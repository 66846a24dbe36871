import { z } from 'zod';
import { recordId } from './params';

/** Documents a company or an agent sends for the Fieldhire team to verify. */
export const DOCUMENT_KIND_LABELS = {
  business_registration: 'Business registration',
  license: 'License',
  insurance: 'Insurance certificate',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KIND_LABELS;
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_KIND_LABELS) as [
  DocumentKind,
  ...DocumentKind[],
];

/** A company proves it is registered; an agent holds licenses, and both carry insurance. */
export const COMPANY_DOCUMENT_KINDS = ['business_registration', 'license', 'insurance'] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];
export const AGENT_DOCUMENT_KINDS = ['license', 'insurance'] as const;
export type AgentDocumentKind = (typeof AGENT_DOCUMENT_KINDS)[number];

/** What a verified badge says on public pages. */
export const VERIFIED_BADGE_LABELS: Record<DocumentKind, string> = {
  business_registration: 'Registered business',
  license: 'Licensed',
  insurance: 'Insured',
};

/** An insurance certificate always ends; the owner is reminded this many days before. */
export const EXPIRY_REMINDER_DAYS = 30;
export const DOCUMENT_NOTE_MAX = 1000;

export const VERIFICATION_TEXT = {
  notFound: 'Document not found.',
  expiryNeeded: 'Enter the date the insurance certificate expires.',
  expired: 'This document has expired already; send a current one.',
  fileNeeded: 'Choose the document to upload: a PDF, a Word file or a photo of it.',
  refusedFile: 'Upload the document as a PDF, DOC or DOCX file, or a photo of it.',
  notForAgents: 'Agents send a license or an insurance certificate.',
  managersOnly: "Only the company's owner and admins can send its documents.",
  alreadyReviewed: 'This document was already reviewed.',
} as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-06-30.');

/** The form that comes with the file (multipart fields). */
export const DocumentUploadFields = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose which document this is.' }),
  expires_on: isoDay.optional().or(z.literal('').transform(() => undefined)),
});

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const VerificationDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  file_name: z.string(),
  /** `expired`: it was verified and its expiry date has passed; its badge is gone. */
  status: z.enum(DOCUMENT_STATUSES),
  expires_on: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  uploaded_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The file, sent to its owner and operators only. */
  file_url: z.string(),
});
export type VerificationDocument = z.infer<typeof VerificationDocument>;
export const VerificationDocumentList = z.object({ results: z.array(VerificationDocument) });

export const OpsVerificationItem = VerificationDocument.extend({
  owner: z.object({
    type: z.enum(['company', 'agent']),
    id: z.number().int(),
    name: z.string(),
  }),
});
export type OpsVerificationItem = z.infer<typeof OpsVerificationItem>;
export const OpsVerificationQuery = z.object({
  status: z.enum(['pending', 'verified', 'rejected']).default('pending'),
});
export const OpsVerificationList = z.object({ results: z.array(OpsVerificationItem) });

export const RejectDocumentBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why: the owner is told this reason.')
    .max(DOCUMENT_NOTE_MAX),
});

export const DocumentParams = z.object({ id: recordId });
