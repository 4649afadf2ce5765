/** Texts of the attendance pages, merged into the catalogue when one of them loads. */
import attendanceFa from '../locales/attendance.fa.json';
import { registerEntityLabels } from '../components/entity/entity-labels';
import { addTranslations } from './i18n';

let registered = false;

export function registerAttendanceLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { attendance: attendanceFa });
}
