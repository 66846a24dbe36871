import type {
  Applicant,
  ApplicationStatus,
  EmployerSettableStatus,
} from '@fieldhire/contract/jobs';
import { APPLICANT_MOVES } from '@fieldhire/contract/jobs';
import { Select } from '@mantine/core';

export const STAGES: { status: ApplicationStatus; label: string }[] = [
  { status: 'pending', label: 'New' },
  { status: 'reviewed', label: 'Reviewed' },
  { status: 'shortlisted', label: 'Shortlisted' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'withdrawn', label: 'Withdrawn' },
];

export const stageLabel = (status: ApplicationStatus) =>
  STAGES.find((stage) => stage.status === status)?.label ?? status;

/** The applicant's stage and the stages it may move to, in pipeline order. */
const optionsFrom = (status: ApplicationStatus) =>
  STAGES.filter(
    (stage) =>
      stage.status === status ||
      (APPLICANT_MOVES[status] as readonly ApplicationStatus[]).includes(stage.status),
  ).map((stage) => ({ value: stage.status, label: stage.label }));

/**
 * Moves an applicant to a later stage; nothing once no move is left (rejected, withdrawn) or the
 * agent confirmed the work, which only the work order's own actions end.
 */
export function ApplicantStatusSelect({
  applicant,
  disabled,
  onMove,
  w = 170,
}: {
  applicant: Applicant;
  disabled: boolean;
  onMove: (status: EmployerSettableStatus) => void;
  w?: number | string;
}) {
  if (APPLICANT_MOVES[applicant.status].length === 0 || applicant.work_confirmed) return null;
  return (
    <Select
      label={`Status of ${applicant.candidate.name}`}
      w={w}
      data={optionsFrom(applicant.status)}
      value={applicant.status}
      allowDeselect={false}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) =>
        value && value !== applicant.status && onMove(value as EmployerSettableStatus)
      }
    />
  );
}
