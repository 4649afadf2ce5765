/** Paths of the course-group pages beside the engine's (no imports, so features link cheaply). */
export const WORKSHEET_PATH = '/manager/course-groups/:id/worksheet-scores';
export const worksheetPath = (groupId: number | string) =>
  `/manager/course-groups/${groupId}/worksheet-scores`;
export const GROUP_TEACHER_LOGS_PATH = '/manager/course-groups/:id/teacher-logs';
export const groupTeacherLogsPath = (groupId: number | string) =>
  `/manager/course-groups/${groupId}/teacher-logs`;
