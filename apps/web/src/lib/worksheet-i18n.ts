/** Texts of the worksheet and course-group teacher-log pages, merged in when one of them loads. */
import worksheetFa from '../locales/worksheet.fa.json';
import { registerExamLabels } from './exams-i18n';
import { addTranslations } from './i18n';

let registered = false;

export function registerWorksheetLabels(): void {
  if (registered) return;
  registered = true;
  // The grid's cell messages (exams.cell.*, exams.mark.*) are the exam sheet's.
  registerExamLabels();
  addTranslations('fa', { worksheet: worksheetFa });
}
