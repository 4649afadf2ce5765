import { afterEach, describe, expect, it, vi } from 'vitest';
import { classroomsEntity, examsEntity, smsTemplatesEntity, teacherNoteEntity } from '@school/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../lib/api';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import { EntityForm, type EntityFormProps } from './EntityForm';

const item: EntityItem = {
  id: 1,
  version: 3,
  name: '101',
  gradeLevel: '10',
  majorId: 2,
  capacity: 30,
  room: null,
  _titles: { majorId: 'ریاضی فیزیک' },
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderForm(props: Partial<EntityFormProps>) {
  const save = vi.fn(async (body: Record<string, unknown>) => ({ ...item, ...body }) as EntityItem);
  const onSaved = vi.fn();
  renderEntityScreen(
    <EntityForm
      def={classroomsEntity}
      mode="update"
      item={item}
      save={save}
      onSaved={onSaved}
      onCancel={() => undefined}
      {...props}
    />,
  );
  return { save: (props.save as typeof save | undefined) ?? save, onSaved };
}

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="entity-form-classrooms"] input[name="${name}"]`)!;
const submit = () => fireEvent.click(screen.getByTestId('entity-save'));

describe('EntityForm', () => {
  it('shows a field’s hint from the catalogue under its input, its label kept short', () => {
    renderForm({ def: smsTemplatesEntity, mode: 'create', item: undefined });
    const form = screen.getByTestId('entity-form-sms-templates');
    expect(within(form).getAllByText('متن پیامک').length).toBeGreaterThan(0);
    expect(
      within(form).getByText(
        'جای‌نگهدارها: {name} نام گیرنده، {student} نام دانش‌آموز، {classroom} کلاس، {school} مدرسه، {date} تاریخ امروز',
      ),
    ).toBeTruthy();
    // Under the text alone: the title has none.
    expect(within(form).getAllByText(/جای‌نگهدارها/)).toHaveLength(1);
  });

  it('shows the registry schema’s Persian message on each missing required field', async () => {
    const { save } = renderForm({ mode: 'create', item: undefined });
    submit();
    const form = screen.getByTestId('entity-form-classrooms');
    await waitFor(() => expect(within(form).getAllByText('این فیلد الزامی است.')).toHaveLength(2));
    expect(save).not.toHaveBeenCalled();
  });

  it('accepts a number typed in Persian digits and sends only it with the version', async () => {
    const { save, onSaved } = renderForm({});
    fireEvent.change(input('capacity'), { target: { value: '۴۵' } });
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ version: 3, capacity: 45 }));
    expect(onSaved).toHaveBeenCalled();
  });

  it('refuses an out-of-range number with the schema’s message', async () => {
    const { save } = renderForm({});
    fireEvent.change(input('capacity'), { target: { value: '۹۹' } });
    submit();
    expect(await screen.findByText('بیشترین مقدار مجاز ۶۰ است.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server’s per-field errors on their fields', async () => {
    const save = vi.fn(async () => {
      throw new ApiError('این مقدار تکراری است.', 409, 'DUPLICATE', { name: 'کلاسی با این نام وجود دارد.' });
    });
    renderForm({ save });
    fireEvent.change(input('name'), { target: { value: '102' } });
    submit();
    const message = await screen.findByText('کلاسی با این نام وجود دارد.');
    expect(message.closest('.MuiFormControl-root')?.querySelector('input[name="name"]')).toBeTruthy();
  });

  it('PATCHes only the changed fields and the version', async () => {
    const server = fakeFetch(() => ({ body: { success: true, data: { ...item, name: '102', version: 4 } } }));
    globalThis.fetch = server.fetch as typeof fetch;
    const { onSaved } = renderForm({ save: (body) => entityApi.update('classrooms', 1, body) });
    fireEvent.change(input('name'), { target: { value: '102' } });
    fireEvent.change(input('room'), { target: { value: 'الف' } });
    fireEvent.change(input('room'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls).toEqual([
      { url: '/api/classrooms/1', method: 'PATCH', body: { version: 3, name: '102' } },
    ]);
  });
});

describe('fields shown only with a permission', () => {
  it('hides the teacher picker of a note from a teacher and shows it to a manager', () => {
    const props = {
      def: teacherNoteEntity,
      mode: 'create' as const,
      save: vi.fn(),
      onSaved: vi.fn(),
      onCancel: () => undefined,
    };
    const teacher = renderEntityScreen(<EntityForm {...props} />, {
      rules: [{ action: 'teacher-note.add', subject: 'admin' }],
    });
    expect(screen.getByTestId('field-studentId')).toBeTruthy();
    expect(screen.queryByTestId('field-teacherId')).toBeNull();
    teacher.unmount();
    renderEntityScreen(<EntityForm {...props} />);
    expect(screen.getByTestId('field-teacherId')).toBeTruthy();
  });
});

describe('a multiple reference (an exam of several course groups)', () => {
  const exam: EntityItem = {
    id: 9,
    version: 2,
    title: 'آزمون مشترک',
    courseGroupIds: [3, 4],
    examTypeId: 1,
    termId: null,
    date: '2026-11-20',
    maxScore: 20,
    weight: 1,
    locked: false,
    _titles: { courseGroupIds: 'ریاضی — 101، ریاضی — 102', examTypeId: 'کلاسی' },
  };

  it('shows each chosen group by its title and sends the list without a removed one', async () => {
    const { fetch, calls } = fakeFetch((call) => ({
      body: {
        success: true,
        data: call.url.includes('ids=')
          ? [
              { id: 3, title: 'ریاضی — 101' },
              { id: 4, title: 'ریاضی — 102' },
            ]
          : [],
      },
    }));
    globalThis.fetch = fetch as typeof globalThis.fetch;
    const save = vi.fn(async (body: Record<string, unknown>) => ({ ...exam, ...body }) as EntityItem);
    renderEntityScreen(
      <EntityForm
        def={examsEntity}
        mode="update"
        item={exam}
        save={save}
        onSaved={vi.fn()}
        onCancel={() => undefined}
      />,
    );
    const field = screen.getByTestId('field-courseGroupIds');
    // Titles follow the language's digits: 101 reads ۱۰۱.
    await waitFor(() => expect(within(field).getByText('ریاضی — ۱۰۲')).toBeTruthy());
    expect(within(field).getByText('ریاضی — ۱۰۱')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/course-groups/options') && c.url.includes('ids='))).toBe(true);

    const chip = within(field).getByText('ریاضی — ۱۰۱').closest('.MuiChip-root')!;
    fireEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ version: 2, courseGroupIds: [4] }));
  });

  it('refuses an empty list with the required message', async () => {
    const { fetch } = fakeFetch(() => ({ body: { success: true, data: [] } }));
    globalThis.fetch = fetch as typeof globalThis.fetch;
    const save = vi.fn();
    renderEntityScreen(
      <EntityForm def={examsEntity} mode="create" save={save} onSaved={vi.fn()} onCancel={() => undefined} />,
    );
    submit();
    const field = screen.getByTestId('field-courseGroupIds');
    await waitFor(() => expect(within(field).getByText('این فیلد الزامی است.')).toBeTruthy());
    expect(save).not.toHaveBeenCalled();
  });
});
