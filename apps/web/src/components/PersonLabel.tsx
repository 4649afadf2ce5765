/**
 * The one way a person (or any row) is named on screen: the full name, and beside it what tells
 * people of one name apart — a student's classroom, and in a picker a second line with the national
 * code. Pickers, list cells and the feature pages all show people through it, so five «گودرزی» of
 * a school never look alike.
 */
import type { CSSProperties } from 'react';
import type { AppLanguage } from '../lib/app-config';
import { localizeDigits } from '../lib/date';

export interface PersonLabelProps {
  /** The full name (first and last), or any row's title. */
  name: string;
  /** What tells people of one name apart (a student's classroom). */
  context?: string | null;
  /** Further identification for the picker's second line (a national code). */
  detail?: string | null;
  language: AppLanguage;
  /** inline: the name, then the context in a quieter colour; twoLines: a picker's option. */
  layout?: 'inline' | 'twoLines';
}

/** The parts of a person's name joined by a space, the empty ones left out. */
export function personName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
}

/** The name with its context in plain text (an input's value, a print cell): «علی گودرزی · ۱۰۱». */
export function personText(name: string, context: string | null | undefined, language: AppLanguage): string {
  return localizeDigits(context ? `${name} · ${context}` : name, language);
}

// Quieter than the name in light and dark themes alike, without a theme lookup per list cell.
const quiet: CSSProperties = { opacity: 0.7 };
// Codes keep their own order inside right-to-left text.
const isolate: CSSProperties = { unicodeBidi: 'isolate' };

export function PersonLabel({ name, context, detail, language, layout = 'inline' }: PersonLabelProps) {
  const digits = (text: string) => localizeDigits(text, language);
  if (layout === 'twoLines') {
    const second = [context, detail].filter(Boolean) as string[];
    return (
      <span data-testid="person-label" style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <span>{digits(name)}</span>
        {second.length > 0 && (
          <span style={{ ...quiet, fontSize: '0.8125rem' }} data-testid="person-label-detail">
            {second.map((part, i) => (
              <span key={i}>
                {i > 0 && ' · '}
                <span dir="auto" style={isolate}>
                  {digits(part)}
                </span>
              </span>
            ))}
          </span>
        )}
      </span>
    );
  }
  return (
    <span data-testid="person-label">
      {digits(name)}
      {context && (
        <span style={quiet} data-testid="person-label-context">
          {' · '}
          {digits(context)}
        </span>
      )}
    </span>
  );
}
