import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import entityEn from '../locales/entity.en.json';
import entityFa from '../locales/entity.fa.json';
import fa from '../locales/fa.json';

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

  it('title the menu groups as the issue says', () => {
    expect(fa.menu.groups).toEqual({
      organisation: 'ساختار سازمانی',
      people: 'کارکنان و دانش‌آموزان',
      curriculum: 'برنامه درسی و زمان‌بندی',
      settings: 'تنظیمات و دسترسی‌ها',
    });
  });
});
