/**
 * Toasts on demand. react-toastify and its container are loaded with the first toast, so pages that
 * never show one (login, landing) don't download them; earlier toasts wait in react-toastify's queue.
 */
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';
import { DEFAULT_LANGUAGE } from './app-config';
import { localizeDigits } from './date';
import i18n, { isAppLanguage } from './i18n';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

let containerWanted = false;
const listeners = new Set<() => void>();

export function useToastContainerWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => containerWanted,
    () => containerWanted,
  );
}

export async function notify(kind: ToastKind, message: string, options?: ToastOptions): Promise<void> {
  if (!containerWanted) {
    containerWanted = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await import('react-toastify');
  // Server messages quote titles as stored («ادبیات فارسی ۱ — 102»): Persian digits in Persian.
  const language = isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  toast[kind](localizeDigits(message, language), options);
}
