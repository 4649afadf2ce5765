import { afterEach, describe, expect, it } from 'vitest';
import i18n, { addTranslations, changeLanguage, directionOf } from './i18n';
import { STORAGE_KEYS } from './storage-keys';

afterEach(async () => {
  await changeLanguage('fa');
});

describe('language switching', () => {
  it('starts in Persian, right to left', () => {
    expect(i18n.language).toBe('fa');
    expect(document.documentElement.lang).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('app.title')).toBe('شبکه هوشمند مدارس');
  });

  it('switches to English left to right, stores it, and back', async () => {
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(i18n.t('pages.dashboard')).toBe('Dashboard');

    await changeLanguage('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fa');
  });

  it('maps languages to directions', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('still fetches the English catalogue after code added English texts', async () => {
    addTranslations('en', { testOnly: { added: 'Added' } });
    await changeLanguage('en');
    expect(i18n.t('testOnly.added')).toBe('Added');
    expect(i18n.t('pages.dashboard')).toBe('Dashboard');
  });

  it('titles entity pages from the registry in both languages', async () => {
    await import('../app/entity-routes');
    expect(i18n.t('entities.classrooms.title')).toBe('کلاس‌ها');
    expect(i18n.t('entities.classrooms.addTitle')).toBe('افزودن کلاس');
    await changeLanguage('en');
    expect(i18n.t('entities.classrooms.title')).toBe('Classrooms');
    expect(i18n.t('entities.classrooms.editTitle')).toBe('Edit classroom');
  });
});
