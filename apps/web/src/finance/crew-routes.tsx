import { Stack } from '@mantine/core';
import { families, type CrewScreen } from '../documents/crew-routes';
import { LoanSchedule } from './LoanSchedule';
import { CashBreakdown } from './CashBreakdown';

/**
 * Issue 15 screens inside the crew 201 container (002 §2): cash advances, cash loans with their
 * payments and schedule, withdrawals with their remarks, and the evaluation screens of the
 * Docs / License tab (crew-document/cer, document/cer, crew-promotion-checklist).
 */
export const FINANCE_CREW_SCREENS: CrewScreen[] = [
  {
    path: 'cash-advance/index',
    render: (crewId) => (
      <Stack gap="lg">
        {families('cashAdvance')(crewId)}
        <CashBreakdown crewId={crewId} />
      </Stack>
    ),
  },
  {
    path: 'others/cash-loan/index',
    render: (crewId) => (
      <Stack gap="lg">
        {families('cashLoan', 'cashLoanPayment')(crewId)}
        <LoanSchedule crewId={crewId} />
      </Stack>
    ),
  },
  { path: 'others/withdrawal/index', render: families('withdrawal', 'withdrawalRemark') },
  { path: 'crew-document/cer', render: families('cer', 'companyEvaluation', 'crewAssessment') },
  { path: 'document/cer', render: families('cer', 'companyEvaluation', 'crewAssessment') },
  { path: 'crew-document/crew-promotion-checklist', render: families('promotion', 'promotionChecklist') },
];

/** The Cash Advance tab's side link. */
export const FINANCE_SECTION_LINKS: Record<string, Array<{ label: string; to: string }>> = {
  'cash-advance/': [{ label: 'Cash Advance', to: 'cash-advance/index' }],
};
