/**
 * Discipline and money end to end. A clerk gives a classroom its service fee in one action (preview
 * first), records a partial payment by cheque through the payment form, prints its receipt and sees
 * the summary's paid total change. The deputy (معاون پرورشی) records a discipline item and the
 * student's report card shows the new discipline score to the school manager. Pages are photographed on a desktop and a 390 px phone.
 */
import type { Page } from '@playwright/test';
import { api, expect, jalaliToday, logout, openInApp, signIn, test } from '../fixtures';

async function pick(page: Page, field: string, optionText: string, typed?: string) {
  const control = page.getByTestId(`field-${field}`).locator('[role=combobox]');
  await control.click();
  if (typed) await control.fill(typed);
  await page.locator('li[role=option]', { hasText: optionText }).first().click();
}

async function typeDate(page: Page, name: string, value: string) {
  const input = page.locator(`input[name="${name}"]`);
  await input.fill(value);
  await input.blur();
}

test('a clerk bills a classroom, takes a cheque, prints the receipt and sees the summary change', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'clerk', '/manager/student-debts/bulk');
  await expect(page.getByRole('heading', { level: 1, name: 'ثبت گروهی بدهی' })).toBeVisible();
  const before = await api<{ totals: { paid: number } }>(page, '/debts/summary');

  await pick(page, 'debtTypeId', 'سرویس');
  await pick(page, 'classroomId', '۱۰۱', '10');
  await page.locator('input[name="amount"]').fill('۱۲۰۰۰۰۰۰');
  await typeDate(page, 'dueDate', jalaliToday());
  await page.getByTestId('bulk-preview').click();
  const preview = page.getByTestId('bulk-preview-result');
  await expect(preview).toContainText('دانش‌آموز، جمع');
  await expect(preview).toContainText('ریال');
  await expect(page.getByTestId('bulk-preview-students').locator('tbody tr').first()).toBeVisible();
  await shot('debts-bulk-preview');
  await page.getByTestId('bulk-create').click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('بدهی به مبلغ کل');

  // The first debt of that classroom just made: a partial payment by cheque, through the engine's form.
  const debts = await api<{ items: { id: number; title: string; amount: number }[] }>(
    page,
    '/student-debts?sort=id:desc&pageSize=1',
  );
  const debt = debts.items[0]!;
  expect(debt.amount).toBe(12_000_000);
  await openInApp(page, '/manager/student-debt-peyments/detail');
  await pick(page, 'debtId', debt.title, debt.title.split(' — ')[1]);
  await page.locator('input[name="amount"]').fill('۵۰۰۰۰۰۰');
  await typeDate(page, 'date', jalaliToday());
  await pick(page, 'method', 'چک');
  await page.locator('input[name="chequeNumber"]').fill('۸۸۷۷۶۶');
  await typeDate(page, 'chequeDueDate', jalaliToday());
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/student-debt-peyments\/list/);

  const payments = await api<{ items: { id: number; amount: number; method: string }[] }>(
    page,
    '/student-debt-peyments?sort=id:desc&pageSize=1',
  );
  const payment = payments.items[0]!;
  expect(payment).toMatchObject({ amount: 5_000_000, method: 'cheque' });
  // From the payments list, the row's receipt link.
  await expect(page.getByTestId(`row-receipt-${payment.id}`)).toBeVisible();
  await shot('payments-list');
  await page.getByTestId(`row-receipt-${payment.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/manager/student-debt-peyments/receipt/${payment.id}$`));
  const receipt = page.getByTestId('payment-receipt');
  await expect(receipt).toContainText('۵٬۰۰۰٬۰۰۰ ریال');
  await expect(receipt).toContainText('چک شماره ۸۸۷۷۶۶');
  await expect(receipt).toContainText('۷٬۰۰۰٬۰۰۰ ریال');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('receipt-print')).toBeHidden();
  await shot('payment-receipt-print');
  await page.emulateMedia({ media: 'screen' });
  await shot('payment-receipt');

  await openInApp(page, '/manager/student-debt-peyments/list');
  await page.getByTestId('debts-summary-link').click();
  await expect(page).toHaveURL(/\/manager\/student-debt-peyments\/summary$/);
  const after = await api<{ totals: { paid: number } }>(page, '/debts/summary');
  expect(after.totals.paid - before.totals.paid).toBe(5_000_000);
  await expect(page.getByTestId('summary-paid')).toContainText('ریال');
  await expect(page.getByTestId('debts-summary-chart')).toBeVisible();
  await expect(page.getByTestId('debtors-table').locator('tbody tr').first()).toBeVisible();
  await shot('debts-summary');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot('debts-summary-phone');
  await openInApp(page, `/manager/student-debt-peyments/receipt/${payment.id}`);
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await shot('payment-receipt-phone');
});

test('a deputy records a discipline item: it lowers the score on the report card and shows in the reports', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  // The manager looks the student and their score up; the deputy (معاون پرورشی) records the item.
  await signIn(page, 'manager');
  const terms = await api<{ items: { id: number; startDate: string; endDate: string }[] }>(
    page,
    '/terms?pageSize=100',
  );
  const today = new Date().toISOString().slice(0, 10);
  const term = terms.items.find((t) => t.startDate <= today && today <= t.endDate) ?? terms.items[0]!;
  // A student of classroom 101 whose card is generated below.
  const rooms = await api<{ items: { id: number; name: string }[] }>(page, '/classrooms?pageSize=50');
  const room = rooms.items.find((r) => r.name === '101')!;
  const students = await api<{ items: { id: number; firstName: string; lastName: string }[] }>(
    page,
    `/students?classroomId=${room.id}&pageSize=1`,
  );
  const student = students.items[0]!;
  const scoreOf = async () =>
    (
      await api<{ terms: { id: number; score: number }[] }>(page, `/students/${student.id}/file/discipline`)
    ).terms.find((t) => t.id === term.id)!.score;
  const before = await scoreOf();

  await signIn(page, 'deputy', '/manager/discipline-students/detail');
  await pick(page, 'studentId', `${student.firstName} ${student.lastName}`, student.lastName);
  await pick(page, 'disciplineTypeId', 'درگیری با همکلاسی');
  await typeDate(page, 'date', jalaliToday());
  await page.locator('textarea[name="actionTaken"]').fill('تماس با ولی و تذکر کتبی');
  await shot('discipline-item-form');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/discipline-students\/list/);
  await shot('discipline-items-list');
  await signIn(page, 'manager', '/manager/discipline-students/list');
  const expected = Math.max(0, before - 2);
  expect(await scoreOf()).toBe(expected);

  await api(page, '/report-cards/generate', {
    method: 'POST',
    data: { termId: term.id, classroomId: room.id },
  });
  const cards = await api<{ items: { id: number }[] }>(
    page,
    `/report-cards?term=${term.id}&studentId=${student.id}`,
  );
  await openInApp(page, `/manager/report-card/detail/${cards.items[0]!.id}`);
  const row = page.getByTestId('report-card-discipline');
  await expect(row).toBeVisible();
  const persian = String(expected)
    .replace('.', '٫')
    .replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
  await expect(row).toContainText(persian);
  await shot('report-card-discipline');

  await openInApp(page, '/manager/disciplinary-score-report');
  await expect(page.getByTestId('discipline-scores').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('discipline-distribution')).toBeVisible();
  await shot('discipline-score-report');
  await openInApp(page, '/manager/disciplinary-report');
  await expect(page.getByTestId('disciplinary-items')).toContainText('درگیری با همکلاسی');
  await shot('disciplinary-report');
  await openInApp(page, `/manager/students/${student.id}/file`);
  await page.getByTestId('student-file-tab-discipline').click();
  await expect(page.getByTestId('student-file-discipline-items')).toContainText('درگیری با همکلاسی');
  await shot('student-file-discipline');
  await page.getByTestId('student-file-tab-debts').click();
  await expect(page.getByTestId('student-file-debts')).toContainText('شهریه');
  await shot('student-file-debts');
  await page.setViewportSize({ width: 390, height: 844 });
  await openInApp(page, '/manager/disciplinary-score-report');
  await expect(page.getByTestId('discipline-scores')).toBeVisible();
  await shot('discipline-score-report-phone');
  await logout(page);
});
