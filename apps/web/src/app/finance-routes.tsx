/**
 * The money pages beyond the engine's lists (DOMAIN.md "Discipline, money, communication"): bulk
 * debts for a classroom, the debts summary with its debtors, and a payment's receipt. Titles live
 * in the main catalogue because the menu shows them before the pages load.
 */
import { ENTITY_SUBJECT } from './entity-routes';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

export const BULK_DEBTS_PATH = '/manager/student-debts/bulk';
export const DEBTS_SUMMARY_PATH = '/manager/student-debt-peyments/summary';
export const receiptPath = (paymentId: number | string) =>
  `/manager/student-debt-peyments/receipt/${paymentId}`;

const loadBulk = () => import('../features/finance/BulkDebtsPage');
const loadSummary = () => import('../features/finance/DebtsSummaryPage');
const loadReceipt = () => import('../features/finance/PaymentReceiptPage');

/** Menu order: after the finance group's entity pages. */
const ORDER = 400;

export function financeRoutes(): AppRoute[] {
  return [
    {
      path: BULK_DEBTS_PATH,
      meta: {
        layout: 'default',
        action: 'student-debts.add',
        subject: ENTITY_SUBJECT,
        title: 'pages.bulkDebts',
      },
      Component: lazyPage(loadBulk),
      nav: { iconName: 'PostAdd', group: 'finance', order: ORDER },
    },
    {
      path: DEBTS_SUMMARY_PATH,
      meta: {
        layout: 'default',
        action: 'reports.debts-summary',
        subject: ENTITY_SUBJECT,
        title: 'pages.debtsSummary',
      },
      Component: lazyPage(loadSummary),
      nav: { iconName: 'Summarize', group: 'finance', order: ORDER + 1 },
    },
    {
      path: receiptPath(':id'),
      meta: {
        layout: 'default',
        action: 'student-debt-peyments.list',
        subject: ENTITY_SUBJECT,
        title: 'pages.paymentReceipt',
      },
      Component: lazyPage(loadReceipt),
    },
  ];
}
