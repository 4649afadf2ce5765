/**
 * A score written out in Persian words, as Iranian report cards print it beside the figure
 * («نمره به حروف»): 17.5 → «هفده و پنج دهم», 18.25 → «هجده و بیست و پنج صدم», 20 → «بیست».
 * The fraction is read in tenths when one decimal is enough, else in hundredths; scores are kept
 * to two decimals (grading rule 6), so nothing finer is read.
 */
import { roundScore } from './grading';

const ONES = ['صفر', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];

/** A whole number from 0 to 999 in words («و» between its parts). */
function wholeInWords(n: number): string {
  if (n < 10) return ONES[n]!;
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds]!);
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]!);
  else {
    const tens = Math.floor(rest / 10);
    const ones = rest % 10;
    if (tens) parts.push(TENS[tens]!);
    if (ones) parts.push(ONES[ones]!);
  }
  return parts.join(' و ');
}

/** Persian words of a score from 0 to 999.99 (two decimals, rounded half up); '' for null or out of range. */
export function scoreInWords(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score) || score < 0 || score >= 1000)
    return '';
  const cents = Math.round(roundScore(score) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const text = wholeInWords(whole);
  if (fraction === 0) return text;
  const decimals =
    fraction % 10 === 0 ? `${wholeInWords(fraction / 10)} دهم` : `${wholeInWords(fraction)} صدم`;
  return `${text} و ${decimals}`;
}
