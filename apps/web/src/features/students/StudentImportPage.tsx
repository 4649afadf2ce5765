import { STUDENT_IMPORT_FIELDS } from '@school/shared';
import { STUDENTS_LIST_PATH } from '../../app/people-paths';
import { SheetImportPage, type SheetImportConfig } from '../../components/sheet-import/SheetImportPage';
import { registerPeopleLabels } from '../../lib/people-i18n';

registerPeopleLabels();

const CONFIG: SheetImportConfig = {
  entity: 'students',
  fields: STUDENT_IMPORT_FIELDS,
  apiBase: '/students/import',
  templateFile: 'students-template.xlsx',
  titleKey: 'pages.studentImport',
  introKey: 'people.import.intro',
  resultKey: 'people.import.result',
  listPath: STUDENTS_LIST_PATH,
  listLabelKey: 'people.import.toList',
};

/** /manager/students/excel-import: template, preview with errors per cell, then commit. */
export default function StudentImportPage() {
  return <SheetImportPage config={CONFIG} />;
}
