/**
 * Paths and permission keys of the people and timetable pages. No imports: the pages link with
 * these without reaching the route table, so the bundler keeps the login page's chunks as they were.
 */
export const ADMIN_SUBJECT = 'admin';
export const TEACHER_PROFILE_PATH = '/teacher/profile';
export const TEACHER_PROFILE_ACTION = 'teacher-profile.edit';
export const STUDENT_IMPORT_PATH = '/manager/students/excel-import';
export const STUDENTS_LIST_PATH = '/manager/students/list';
export const studentFilePath = (id: number | string) => `/manager/students/${id}/file`;
export const courseGroupStudentsPath = (id: number | string) => `/manager/course-groups/${id}/students`;
export const classroomRollPath = (id: number | string) => `/manager/classrooms/${id}/list-order`;
export const teacherViewPath = (id: number | string) => `/manager/teachers/view/${id}`;
export const TEACHERS_LIST_PATH = '/manager/teachers/list';
export const TEACHER_IMPORT_PATH = '/manager/teachers/excel-import';
export const PHONE_IMPORT_PATH = '/manager/students/phone-import';
/** The spec's route name: Receive-images-group-students; with an id, one classroom's students. */
export const GROUP_PHOTOS_PATH = '/manager/Receive-images-group-students/detail';
export const groupPhotosPath = (classroomId?: number | string) =>
  classroomId === undefined ? GROUP_PHOTOS_PATH : `${GROUP_PHOTOS_PATH}/${classroomId}`;
