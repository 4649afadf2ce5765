import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { toAsciiDigits } from '@school/shared';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

/**
 * A digits input (a code, a phone number, a number) shown in the UI language's digits — a stored
 * «0011002591» reads ۰۰۱۱۰۰۲۵۹۱ in Persian — while the form holds Latin digits whichever keyboard
 * typed them (storage's digits). Each digit is one character in either script, so the caret is put
 * back where the typing left it when the shown text differs from what was typed.
 */
export function useLocalizedDigits(value: string, onChange: (value: string) => void) {
  const language = useAppLanguage();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current !== null && input && input === document.activeElement)
      input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return {
    value: localizeDigits(value, language),
    inputRef,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      caret.current = event.target.selectionStart;
      onChange(toAsciiDigits(event.target.value));
    },
  };
}
