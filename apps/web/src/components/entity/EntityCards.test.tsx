/** A list on a narrow screen: each row a card with its name, a few key fields and its actions. */
import { describe, expect, it, vi } from 'vitest';
import { examsEntity, studentsEntity } from '@school/shared';
import { screen, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { renderEntityScreen } from '../../test/render-entity';
import { EntityCards } from './EntityCards';
import { registerEntityLabels } from './entity-labels';

registerEntityLabels();

const ctx = (entity: string) => ({ entity, language: 'fa' as const, t: i18n.t.bind(i18n) });
const paging = { page: 0, pageSize: 25 };

describe('EntityCards', () => {
  it("names a student in full, shows the card's fields and keeps every row action", () => {
    const onDelete = vi.fn();
    renderEntityScreen(
      <EntityCards
        def={studentsEntity}
        rows={[
          {
            id: 7,
            version: 1,
            firstName: 'علی',
            lastName: 'گودرزی',
            classroomId: 3,
            studentNumber: '1402',
            fatherMobile: '09121234567',
            nationalCode: '0012345679',
            _titles: { classroomId: '101' },
          },
        ]}
        total={1}
        loading={false}
        paging={paging}
        onPaging={() => undefined}
        ctx={ctx('students')}
        actions={{
          editPath: (row) => `/manager/students/detail/${row.id}`,
          onDelete,
          links: [{ key: 'file', label: 'پرونده', path: (row) => `/manager/students/file/${row.id}` }],
          labels: { actions: 'عملیات', edit: 'ویرایش', delete: 'حذف' },
        }}
      />,
    );
    const card = screen.getByTestId('entity-card-7');
    expect(within(card).getByRole('heading').textContent).toBe('علی گودرزی');
    expect(card.querySelector('[data-field="classroomId"]')?.textContent).toContain('۱۰۱');
    expect(card.querySelector('[data-field="studentNumber"]')?.textContent).toContain('۱۴۰۲');
    // The national code is not one of the card's fields.
    expect(card.querySelector('[data-field="nationalCode"]')).toBeNull();
    expect(within(card).getByTestId('row-file-7').getAttribute('href')).toBe('/manager/students/file/7');
    expect(within(card).getByTestId('entity-edit-7')).toBeTruthy();
    within(card).getByTestId('entity-delete-7').click();
    expect(onDelete).toHaveBeenCalled();
  });

  it('takes the first list fields of an entity without card fields, and its title as the name', () => {
    renderEntityScreen(
      <EntityCards
        def={examsEntity}
        rows={[
          {
            id: 3,
            version: 1,
            title: 'آزمونک فصل ۲',
            courseGroupIds: [1],
            examTypeId: 2,
            termId: 4,
            date: '2025-11-12',
            _titles: { courseGroupIds: 'ریاضی ۱ — 101', examTypeId: 'آزمون کلاسی', termId: 'نوبت اول' },
          },
        ]}
        total={1}
        loading={false}
        paging={paging}
        onPaging={() => undefined}
        ctx={ctx('exams')}
      />,
    );
    const card = screen.getByTestId('entity-card-3');
    expect(within(card).getByRole('heading').textContent).toBe('آزمونک فصل ۲');
    const fields = [...card.querySelectorAll('[data-field]')].map((f) => f.getAttribute('data-field'));
    expect(fields).toEqual(['courseGroupIds', 'examTypeId', 'termId']);
  });
});
