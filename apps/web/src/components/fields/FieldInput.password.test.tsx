import { usersEntity } from '@school/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { FieldInput } from './FieldInput';

const password = usersEntity.fields.find((f) => f.name === 'password')!;
const draw = (rowId?: number) =>
  renderWithApp(
    <FieldInput
      entity="users"
      field={password}
      name="password"
      label="رمز عبور"
      value=""
      rowId={rowId}
      onChange={() => undefined}
    />,
  );

describe("a user's password field", () => {
  it('says on an existing account that a new password ends its sessions', () => {
    draw(7);
    expect(screen.getByText(/همه نشست‌های باز این کاربر بسته می‌شود/)).toBeTruthy();
  });

  it('says nothing of sessions on a new account', () => {
    draw();
    expect(screen.queryByText(/نشست/)).toBeNull();
  });
});
