import type { ReactNode } from 'react';

/**
 * A labelled control of a public page: its label, the control itself, a hint and the error (from
 * the page's checks or the server's per-field message). Text only: nothing here renders markup.
 */
export function PublicField({
  id,
  label,
  required,
  hint,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`pp-field${wide ? ' pp-wide' : ''}`}>
      <label htmlFor={id} className={required ? 'pp-required' : undefined}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <span className="pp-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="pp-error-text" id={`${id}-error`} role="alert" data-testid={`error-${id}`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its hint or error. */
export const describedBy = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? ('true' as const) : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
