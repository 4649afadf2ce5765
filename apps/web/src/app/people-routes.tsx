/**
 * Pages of people and timetable (spec section 2, "Manager area"): student, teacher and phone
 * imports, group photos, the student dossier, classroom roll order, weekly schedule, planning calendar, teacher view and the teacher's own
 * profile. Every page is lazy, so none of them weighs on the login page.
 */
import { lazyPage } from './lazy-page';
import { ENTITY_SUBJECT, entityListPath } from './entity-routes';
import type { RouteMeta } from './route-meta';
import type { AppRoute } from './routes';
import {
  classroomRollPath,
  courseGroupStudentsPath,
  groupPhotosPath,
  PHONE_IMPORT_PATH,
  STUDENT_IMPORT_PATH,
  TEACHER_IMPORT_PATH,
  studentFilePath,
  TEACHER_PROFILE_ACTION,
  TEACHER_PROFILE_PATH,
  teacherViewPath,
} from './people-paths';
import { routeName } from './route-name';

type PageName =
  | 'StudentImportPage'
  | 'PhoneImportPage'
  | 'GroupPhotosPage'
  | 'TeacherImportPage'
  | 'StudentFilePage'
  | 'ClassroomRollPage'
  | 'CourseGroupStudentsPage'
  | 'WeeklySchedulePage'
  | 'ScheduleCalendarPage'
  | 'TeacherViewPage'
  | 'TeacherProfilePage';

/** A lazy page whose loader lives in the on-demand people-pages module. */
const page = (name: PageName) =>
  lazyPage(async () => {
    const { peoplePages } = await import('./people-pages');
    return { default: peoplePages[name] };
  });

const StudentImportPage = page('StudentImportPage');
const PhoneImportPage = page('PhoneImportPage');
const GroupPhotosPage = page('GroupPhotosPage');
const TeacherImportPage = page('TeacherImportPage');
const StudentFilePage = page('StudentFilePage');
const ClassroomRollPage = page('ClassroomRollPage');
const CourseGroupStudentsPage = page('CourseGroupStudentsPage');
const WeeklySchedulePage = page('WeeklySchedulePage');
const ScheduleCalendarPage = page('ScheduleCalendarPage');
const TeacherViewPage = page('TeacherViewPage');
const TeacherProfilePage = page('TeacherProfilePage');

const meta = (action: string, title: string, parent?: string): RouteMeta => ({
  layout: 'default',
  action,
  subject: ENTITY_SUBJECT,
  title,
  ...(parent ? { parent } : {}),
});

/** Menu order of the extra items: after every registry entity. */
const ORDER = 100;

export function peopleRoutes(): AppRoute[] {
  const students = routeName(entityListPath('students'));
  const teachers = routeName(entityListPath('teachers'));
  const photos = meta('students.photos', 'pages.groupPhotos', students);
  return [
    {
      path: STUDENT_IMPORT_PATH,
      meta: meta('students.import', 'pages.studentImport', students),
      Component: StudentImportPage,
      nav: { iconName: 'UploadFile', group: 'people', order: ORDER },
    },
    {
      path: PHONE_IMPORT_PATH,
      meta: meta('students.phone-import', 'pages.phoneImport', students),
      Component: PhoneImportPage,
      nav: { iconName: 'ContactPhone', group: 'people', order: ORDER + 3 },
    },
    {
      path: groupPhotosPath(),
      meta: photos,
      Component: GroupPhotosPage,
      nav: { iconName: 'PhotoLibrary', group: 'people', order: ORDER + 4 },
    },
    { path: groupPhotosPath(':id'), meta: photos, Component: GroupPhotosPage },
    {
      path: TEACHER_IMPORT_PATH,
      meta: meta('teachers.import', 'pages.teacherImport', teachers),
      Component: TeacherImportPage,
      nav: { iconName: 'UploadFile', group: 'people', order: ORDER + 5 },
    },
    {
      path: studentFilePath(':id'),
      meta: meta('students.file', 'pages.studentFile', students),
      Component: StudentFilePage,
    },
    {
      path: classroomRollPath(':id'),
      meta: meta('classrooms.list-order', 'pages.classroomRoll', routeName(entityListPath('classrooms'))),
      Component: ClassroomRollPage,
    },
    {
      path: courseGroupStudentsPath(':id'),
      meta: meta(
        'course-groups.list',
        'pages.courseGroupStudents',
        routeName(entityListPath('course-groups')),
      ),
      Component: CourseGroupStudentsPage,
    },
    {
      path: '/manager/weekly-schedule',
      meta: meta('weekly-schedule.manage', 'pages.weeklySchedule'),
      Component: WeeklySchedulePage,
      nav: { iconName: 'ViewWeek', group: 'curriculum', order: ORDER + 1 },
    },
    {
      path: '/manager/schedule-calendar',
      meta: meta('schedule-calendar.manage', 'pages.scheduleCalendar'),
      Component: ScheduleCalendarPage,
      nav: { iconName: 'CalendarMonth', group: 'curriculum', order: ORDER + 2 },
    },
    {
      path: teacherViewPath(':id'),
      meta: meta('teachers.view', 'pages.teacherView', routeName(entityListPath('teachers'))),
      Component: TeacherViewPage,
    },
    {
      path: TEACHER_PROFILE_PATH,
      meta: meta(TEACHER_PROFILE_ACTION, 'pages.teacherProfile', 'teacher-profile'),
      Component: TeacherProfilePage,
    },
  ];
}
