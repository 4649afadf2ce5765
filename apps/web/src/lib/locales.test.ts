import { describe, expect, it } from 'vitest';
import enText from '../locales/en.json?raw';
import entityEnText from '../locales/entity.en.json?raw';
import entityFaText from '../locales/entity.fa.json?raw';
import faText from '../locales/fa.json?raw';
import pagerEnText from '../locales/pager.en.json?raw';
import pagerFaText from '../locales/pager.fa.json?raw';

// The files' text, not the imported objects: the app's i18n merges labels registered at run time
// into the imported catalogues, and other test files in the same worker may have done so already.
const [en, fa, entityEn, entityFa, pagerEn, pagerFa] = [
  enText,
  faText,
  entityEnText,
  entityFaText,
  pagerEnText,
  pagerFaText,
].map((text) => JSON.parse(text));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it('have the same keys in Persian and English', () => {
    expect(keys(en).sort()).toEqual(keys(fa).sort());
  });

  it('carry the exact session texts of the spec', () => {
    expect(fa.session.warning).toBe(
      'ورود شما در 30 دقیقه منقضی میشود. لطفاً یک بار صفحه را تازه کنید تا جلسه تمدید شود.',
    );
    expect(fa.session.expired).toBe('ورود شما منقضی شده است. لطفاً مجدداً وارد شوید.');
  });

  it('give the entity pages the same keys in both languages, and the spec’s exact table texts', () => {
    expect(keys(entityEn).sort()).toEqual(keys(entityFa).sort());
    expect(entityFa.table.empty).toBe('داده ای یافت نشد.');
    expect(entityFa.table.loading).toBe('در حال دریافت دادهها ...');
  });

  it('give the lists’ pager the same keys in both languages', () => {
    expect(keys(pagerEn).sort()).toEqual(keys(pagerFa).sort());
  });

  it('title the menu groups as the issue says', () => {
    expect(fa.menu.groups).toEqual({
      organisation: 'ساختار سازمانی',
      people: 'کارکنان و دانش‌آموزان',
      curriculum: 'برنامه درسی و زمان‌بندی',
      settings: 'تنظیمات و دسترسی‌ها',
    });
  });
});
