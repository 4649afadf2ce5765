import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolsEntity } from '@school/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EntityItem } from '../../lib/entity-api';
import { renderEntityScreen } from '../../test/render-entity';
import { EntityForm } from '../entity/EntityForm';

const school: EntityItem = { id: 12, version: 1, name: 'مدرسه نمونه', stage: 'primary1', gender: 'girls' };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderSchoolForm(item?: EntityItem) {
  renderEntityScreen(
    <EntityForm
      def={schoolsEntity}
      mode={item ? 'update' : 'create'}
      item={item}
      save={vi.fn()}
      onSaved={() => undefined}
      onCancel={() => undefined}
    />,
  );
}

const chooseButton = () => screen.getByTestId('field-logo-file').closest('label')!;

describe("the school form's logo", () => {
  it('cannot be uploaded on the add form, and says why', () => {
    renderSchoolForm();
    expect(screen.getByTestId('field-logo-hint').textContent).toBe(
      'تصویر را پس از ذخیره مدرسه می‌توانید بارگذاری کنید.',
    );
    expect(chooseButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('is uploaded for the school being edited', async () => {
    const sent: FormData[] = [];
    globalThis.fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) sent.push(init.body);
      return new Response(JSON.stringify({ success: true, data: { id: 5, url: '/api/files/5' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    renderSchoolForm(school);
    expect(screen.getByTestId('field-logo-hint').textContent).toBe('JPEG، PNG یا WebP تا ۵ مگابایت');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('field-logo-file'), { target: { files: [file] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('kind')).toBe('school-logo');
    expect(sent[0]!.get('schoolId')).toBe('12');
  });
});
