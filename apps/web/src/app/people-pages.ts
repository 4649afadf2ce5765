/**
 * The people and timetable pages, in one chunk loaded on demand. One chunk rather than one per page:
 * the bundler then splits the shared UI code as before these pages, which keeps the login page small.
 */
import StudentImportPage from '../features/students/StudentImportPage';
import PhoneImportPage from '../features/students/PhoneImportPage';
import GroupPhotosPage from '../features/students/GroupPhotosPage';
import TeacherImportPage from '../features/teachers/TeacherImportPage';
import StudentFilePage from '../features/students/StudentFilePage';
import ClassroomRollPage from '../features/classrooms/ClassroomRollPage';
import CourseGroupStudentsPage from '../features/course-groups/CourseGroupStudentsPage';
import WeeklySchedulePage from '../features/timetable/WeeklySchedulePage';
import ScheduleCalendarPage from '../features/timetable/ScheduleCalendarPage';
import TeacherViewPage from '../features/teacher/TeacherViewPage';
import TeacherProfilePage from '../features/teacher/TeacherProfilePage';

export const peoplePages = {
  StudentImportPage,
  PhoneImportPage,
  GroupPhotosPage,
  TeacherImportPage,
  StudentFilePage,
  ClassroomRollPage,
  CourseGroupStudentsPage,
  WeeklySchedulePage,
  ScheduleCalendarPage,
  TeacherViewPage,
  TeacherProfilePage,
};
