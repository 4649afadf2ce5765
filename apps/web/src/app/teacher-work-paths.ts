/** Paths of a teacher's own pages (kept apart so features link to them without the route table). */
export const MY_SCHEDULE_PATH = '/teacher/weekly-schedule';
export const MY_EXAMS_PATH = '/teacher/exams';
