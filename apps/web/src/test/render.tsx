import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppThemeProvider } from '../app/providers/AppThemeProvider';

/** Renders a component the way the app does: theme, direction and a router. */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppThemeProvider>,
  );
}
