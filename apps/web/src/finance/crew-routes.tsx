import { Stack } from '@mantine/core';
import { families } from '../crew/records/families';
import type { CrewFilePart, CrewScreen } from '../shared/crew-file';
import { LoanSchedule } from './LoanSchedule';
import { CashBreakdown } from './CashBreakdown';

/**
 * Issue 15 screens inside the crew 201 container (002 §2): cash advances, cash loans with their
 * payments and schedule, withdrawals with their remarks, and the evaluation screens of the
 * Docs / License tab (crew-document/cer, document/cer, crew-promotion-checklist).
 */
const SCREENS: CrewScreen[] = [
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

/** The Cash Advance tab (eighth in the legacy row) and its side link; Others lists loans and withdrawals. */
export const financeCrewFile: CrewFilePart = {
  tabs: [{ label: 'Cash Advance', to: 'cash-advance/index', section: 'cash-advance/', order: 8 }],
  screens: SCREENS,
  sideLinks: {
    'cash-advance/': [{ label: 'Cash Advance', to: 'cash-advance/index' }],
    'others/': [
      { label: 'Cash Loan', to: 'others/cash-loan/index' },
      { label: 'Withdrawal', to: 'others/withdrawal/index' },
    ],
  },
};
