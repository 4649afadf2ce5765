import { TEACHER_IMPORT_FIELDS } from '@school/shared';
import { TEACHERS_LIST_PATH } from '../../app/people-paths';
import { SheetImportPage, type SheetImportConfig } from '../../components/sheet-import/SheetImportPage';
import { registerPeopleLabels } from '../../lib/people-i18n';

registerPeopleLabels();

const CONFIG: SheetImportConfig = {
  entity: 'teachers',
  fields: TEACHER_IMPORT_FIELDS,
  apiBase: '/teachers/import',
  templateFile: 'teachers-template.xlsx',
  titleKey: 'pages.teacherImport',
  introKey: 'people.teacherImport.intro',
  resultKey: 'people.teacherImport.result',
  listPath: TEACHERS_LIST_PATH,
  listLabelKey: 'people.teacherImport.toList',
};

/** /manager/teachers/excel-import: template, preview with errors per cell, then commit. */
export default function TeacherImportPage() {
  return <SheetImportPage config={CONFIG} />;
}
