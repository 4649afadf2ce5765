/**
 * Field and option labels of the discipline and finance entities (merged into entity-labels.ts).
 * Amounts' labels carry no unit: where they are shown, the school's unit is added (Rials or
 * Tomans on the web, Rials in the Excel export).
 */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

const statusFa = {
  paid: 'پرداخت‌شده',
  partial: 'پرداخت ناقص',
  unpaid: 'پرداخت‌نشده',
  overdue: 'سررسید گذشته',
};
const statusEn = { paid: 'Paid', partial: 'Partly paid', unpaid: 'Unpaid', overdue: 'Overdue' };

export const FINANCE_LABELS_FA = {
  'school-discipline-types': {
    fields: { ...audit, title: 'عنوان', kind: 'نوع', scoreDelta: 'تأثیر در نمره انضباط', severity: 'شدت' },
    options: {
      kind: { positive: 'تشویقی', negative: 'انضباطی (منفی)' },
      severity: { low: 'کم', medium: 'متوسط', high: 'زیاد' },
    },
  },
  'discipline-students': {
    fields: {
      ...audit,
      studentId: 'دانش‌آموز',
      disciplineTypeId: 'نوع مورد',
      date: 'تاریخ',
      description: 'شرح',
      actionTaken: 'اقدام انجام‌شده',
      parentsNotified: 'اطلاع به اولیا',
    },
  },
  'debt-types': {
    fields: { ...audit, title: 'عنوان', defaultAmount: 'مبلغ پیش‌فرض' },
  },
  'student-debts': {
    fields: {
      ...audit,
      title: 'عنوان',
      studentId: 'دانش‌آموز',
      debtTypeId: 'نوع بدهی',
      amount: 'مبلغ',
      dueDate: 'سررسید',
      instalmentCount: 'تعداد اقساط ماهانه',
      description: 'توضیحات',
      paidAmount: 'پرداخت‌شده',
      status: 'وضعیت',
    },
    options: { status: statusFa },
  },
  'student-debt-peyments': {
    fields: {
      ...audit,
      debtId: 'بدهی',
      studentId: 'دانش‌آموز',
      amount: 'مبلغ',
      date: 'تاریخ پرداخت',
      method: 'روش پرداخت',
      chequeNumber: 'شماره چک',
      chequeDueDate: 'سررسید چک',
      reference: 'شماره پیگیری',
      note: 'یادداشت',
    },
    options: { method: { cash: 'نقد', card: 'کارتخوان', cheque: 'چک', online: 'آنلاین' } },
  },
};

export const FINANCE_LABELS_EN = {
  'school-discipline-types': {
    fields: {
      ...auditEn,
      title: 'Title',
      kind: 'Kind',
      scoreDelta: 'Effect on discipline score',
      severity: 'Severity',
    },
    options: {
      kind: { positive: 'Merit', negative: 'Breach' },
      severity: { low: 'Low', medium: 'Medium', high: 'High' },
    },
  },
  'discipline-students': {
    fields: {
      ...auditEn,
      studentId: 'Student',
      disciplineTypeId: 'Type',
      date: 'Date',
      description: 'Description',
      actionTaken: 'Action taken',
      parentsNotified: 'Parents notified',
    },
  },
  'debt-types': {
    fields: { ...auditEn, title: 'Title', defaultAmount: 'Default amount' },
  },
  'student-debts': {
    fields: {
      ...auditEn,
      title: 'Title',
      studentId: 'Student',
      debtTypeId: 'Debt type',
      amount: 'Amount',
      dueDate: 'Due date',
      instalmentCount: 'Monthly instalments',
      description: 'Description',
      paidAmount: 'Paid',
      status: 'Status',
    },
    options: { status: statusEn },
  },
  'student-debt-peyments': {
    fields: {
      ...auditEn,
      debtId: 'Debt',
      studentId: 'Student',
      amount: 'Amount',
      date: 'Payment date',
      method: 'Method',
      chequeNumber: 'Cheque number',
      chequeDueDate: 'Cheque due date',
      reference: 'Reference',
      note: 'Note',
    },
    options: { method: { cash: 'Cash', card: 'Card reader', cheque: 'Cheque', online: 'Online' } },
  },
};
