/** /api/students/import: template, preview and commit of the student sheet. */
import type { Db } from '../../db/client';
import { importRoutes } from '../people-import/import-routes';
import { studentImportSpec } from './student-import-spec';

export const studentImportRoutes = (db: Db) =>
  importRoutes(db, studentImportSpec, {
    permission: 'students.import',
    templateFile: 'students-template.xlsx',
    templateTitle: 'نمونه ورود دانش‌آموزان',
    noun: 'دانش‌آموز',
  });
