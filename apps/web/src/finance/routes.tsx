import { plannedGroup, type WebArea } from '../shared/web-area';

// These tabs of the crew 201 file arrive with it.
const CREW = 'the crew 201 work';

/** 002 §2 a crew's cash advances, cash loans and withdrawals (not built yet). */
export const financeArea: WebArea = {
  planned: plannedGroup('/v/crew/:id', CREW, [
    ['cash-advance/index', 'Cash Advance'],
    ['others/cash-loan/index', 'Others — Cash Loan'],
    ['others/withdrawal/index', 'Others — Withdrawal'],
  ]),
};
