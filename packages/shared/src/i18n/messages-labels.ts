/** Field labels of the announcements and the feedback box (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ارسال', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Sent', updatedAt: 'Last changed', id: 'ID' };

export const MESSAGES_LABELS_FA = {
  info: {
    fields: {
      ...audit,
      createdAt: 'تاریخ ایجاد',
      title: 'عنوان اطلاعیه',
      body: 'متن اطلاعیه',
      schoolIds: 'مدارس مخاطب (خالی: مدرسه جاری)',
      roleIds: 'سمت‌های مخاطب (خالی: همه سمت‌ها)',
      publishFrom: 'آغاز انتشار',
      publishTo: 'پایان انتشار',
      pinned: 'سنجاق‌شده (در داشبورد)',
    },
  },
  'feedback-box': {
    fields: {
      ...audit,
      category: 'دسته',
      subject: 'موضوع',
      message: 'متن پیام',
      anonymous: 'ناشناس',
      senderId: 'فرستنده',
      status: 'وضعیت',
      reply: 'پاسخ',
      repliedAt: 'تاریخ پاسخ',
    },
    options: {
      category: {
        suggestion: 'پیشنهاد',
        complaint: 'انتقاد یا شکایت',
        appreciation: 'قدردانی',
        question: 'پرسش',
        other: 'سایر',
      },
      status: { new: 'جدید', 'in-review': 'در حال بررسی', answered: 'پاسخ داده شد', closed: 'بسته' },
    },
  },
};

export const MESSAGES_LABELS_EN = {
  info: {
    fields: {
      ...auditEn,
      createdAt: 'Created',
      title: 'Title',
      body: 'Text',
      schoolIds: 'Schools (empty: the current school)',
      roleIds: 'Roles (empty: every role)',
      publishFrom: 'Publish from',
      publishTo: 'Publish until',
      pinned: 'Pinned (on the dashboard)',
    },
  },
  'feedback-box': {
    fields: {
      ...auditEn,
      category: 'Category',
      subject: 'Subject',
      message: 'Message',
      anonymous: 'Anonymous',
      senderId: 'Sender',
      status: 'Status',
      reply: 'Reply',
      repliedAt: 'Replied',
    },
    options: {
      category: {
        suggestion: 'Suggestion',
        complaint: 'Complaint',
        appreciation: 'Appreciation',
        question: 'Question',
        other: 'Other',
      },
      status: { new: 'New', 'in-review': 'In review', answered: 'Answered', closed: 'Closed' },
    },
  },
};
