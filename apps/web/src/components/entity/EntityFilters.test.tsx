import { describe, expect, it } from 'vitest';
import { classroomsEntity, listFilterFields } from '@school/shared';
import { screen } from '@testing-library/react';
import { renderEntityScreen } from '../../test/render-entity';
import { EntityFilters } from './EntityFilters';
import { registerEntityLabels } from './entity-labels';

registerEntityLabels();

const noop = () => undefined;

describe('EntityFilters', () => {
  it('first shows a placeholder of each control’s size, then the controls', async () => {
    const { container } = renderEntityScreen(
      <EntityFilters def={classroomsEntity} values={{}} onChange={noop} onClear={noop} />,
    );
    const filters = listFilterFields(classroomsEntity);
    expect(filters.length).toBeGreaterThan(0);
    // The list's first render carries no filter control, only placeholders, one per control.
    expect(screen.queryByTestId('filter-gradeLevel')).toBeNull();
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(filters.length);
    expect(await screen.findByTestId('filter-gradeLevel')).toBeTruthy();
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    expect(screen.getByLabelText('پایه')).toBeTruthy();
  });
});
