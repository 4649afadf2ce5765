/** Field labels of the news and form template entities (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const CONTENT_LABELS_FA = {
  news: {
    fields: {
      ...audit,
      title: 'عنوان خبر',
      summary: 'خلاصه (زیر عنوان و در پیش‌نمایش پیوند)',
      body: 'متن خبر',
      coverImage: 'تصویر خبر',
      published: 'منتشرشده',
      publishedAt: 'تاریخ انتشار',
    },
  },
  forms: {
    fields: {
      ...audit,
      title: 'عنوان فرم',
      body: 'متن فرم',
      signature: 'امضا (پایین برگه)',
    },
  },
};

export const CONTENT_LABELS_EN = {
  news: {
    fields: {
      ...auditEn,
      title: 'Headline',
      summary: 'Summary (under the headline and in link previews)',
      body: 'Text',
      coverImage: 'Cover image',
      published: 'Published',
      publishedAt: 'Publication date',
    },
  },
  forms: {
    fields: {
      ...auditEn,
      title: 'Form title',
      body: 'Form text',
      signature: 'Signature (foot of the page)',
    },
  },
};
