/** /api/teachers/import: template, preview and commit of the teacher sheet. */
import type { Db } from '../../db/client';
import { importRoutes } from '../people-import/import-routes';
import { teacherImportSpec } from './teacher-import-spec';

export const teacherImportRoutes = (db: Db) =>
  importRoutes(db, teacherImportSpec, {
    permission: 'teachers.import',
    templateFile: 'teachers-template.xlsx',
    templateTitle: 'نمونه ورود دبیران',
    noun: 'دبیر',
  });
