import { toPersianDigits } from '@school/shared';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';

/**
 * The Jalali adapter with Persian digits in every formatted text (the field, the calendar header),
 * not only in the day buttons: date-fns-jalali formats with Latin digits, and the pickers take
 * their digits from what the adapter formats.
 */
export class AdapterDateFnsJalaliPersianDigits extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const formatByString = this.formatByString;
    this.formatByString = (value, formatString) => toPersianDigits(formatByString(value, formatString));
  }
}
