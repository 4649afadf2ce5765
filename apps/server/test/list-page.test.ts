/** What a list page reads: only the columns its rows are served from. */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entityBindings } from '../src/engine/bindings';
import { servedColumns } from '../src/engine/list-page';
import { SERVED_KEYS } from '../src/engine/serialize';

describe('the columns of a list page', () => {
  it('are the registry fields but secrets, and the bookkeeping the API returns', () => {
    for (const [name, binding] of entityBindings()) {
      const columns = Object.keys(getTableColumns(binding.table));
      const wanted = [...SERVED_KEYS, ...binding.def.fields.filter((f) => !f.secret).map((f) => f.name)];
      expect(Object.keys(servedColumns(binding)).sort(), name).toEqual(
        columns.filter((c) => wanted.includes(c)).sort(),
      );
    }
  });

  it('leave out what a list never shows: the users’ password hashes, the creators’ ids', () => {
    const users = servedColumns(entityBindings().get('users')!);
    expect(users).not.toHaveProperty('passwordHash');
    expect(users).not.toHaveProperty('createdBy');
    expect(users).toHaveProperty('username');
    expect(servedColumns(entityBindings().get('students')!)).not.toHaveProperty('schoolId');
  });
});
