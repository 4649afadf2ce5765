/**
 * Texts of the dossier's discipline and debts tabs, merged into the people catalogue (the tab labels
 * are people.file.tabs.*) when the dossier loads.
 */
import { addTranslations } from '../../lib/i18n';

let registered = false;

export function registerDossierMoneyLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', {
    people: {
      file: {
        tabs: { discipline: 'انضباط', debts: 'بدهی و پرداخت' },
        money: {
          termScores: 'نمره انضباط',
          year: 'کل سال',
          items: 'موارد ثبت‌شده',
          noItems: 'موردی ثبت نشده است.',
          date: 'تاریخ',
          type: 'نوع مورد',
          delta: 'تأثیر',
          action: 'اقدام',
          noDebts: 'بدهی‌ای ثبت نشده است.',
          dueDate: 'سررسید',
          amount: 'مبلغ',
          paid: 'پرداخت‌شده',
          outstanding: 'مانده',
          instalments: 'اقساط',
          payments: 'پرداخت‌ها',
          method: 'روش',
          reference: 'شماره پیگیری / چک',
          receipt: 'رسید',
          noPayments: 'پرداختی ثبت نشده است.',
          status: {
            paid: 'پرداخت‌شده',
            partial: 'پرداخت ناقص',
            unpaid: 'پرداخت‌نشده',
            overdue: 'سررسید گذشته',
          },
          methods: { cash: 'نقد', card: 'کارتخوان', cheque: 'چک', online: 'آنلاین' },
        },
      },
    },
  });
  addTranslations('en', {
    people: {
      file: {
        tabs: { discipline: 'Discipline', debts: 'Debts and payments' },
        money: {
          termScores: 'Discipline score',
          year: 'Whole year',
          items: 'Recorded items',
          noItems: 'Nothing recorded.',
          date: 'Date',
          type: 'Type',
          delta: 'Effect',
          action: 'Action',
          noDebts: 'No debts.',
          dueDate: 'Due',
          amount: 'Amount',
          paid: 'Paid',
          outstanding: 'Outstanding',
          instalments: 'Instalments',
          payments: 'Payments',
          method: 'Method',
          reference: 'Reference / cheque',
          receipt: 'Receipt',
          noPayments: 'No payments.',
          status: { paid: 'Paid', partial: 'Partly paid', unpaid: 'Unpaid', overdue: 'Overdue' },
          methods: { cash: 'Cash', card: 'Card reader', cheque: 'Cheque', online: 'Online' },
        },
      },
    },
  });
}
