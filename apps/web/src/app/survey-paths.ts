/** Paths of the survey pages (the menu, the row links of the surveys list, the pages' own links). */
export const SURVEY_CODES_PATH = '/manager/survey-hashes';
export const SURVEY_TEACHER_REPORT_PATH = '/manager/survey-teacher-report';
export const SURVEY_CLASSROOM_REPORT_PATH = '/manager/survey-classroom-report';
export const surveyItemsPath = (surveyId: number | string) => `/manager/survey-groups/${surveyId}/items`;
export const surveyCodesPath = (surveyId: number) => `${SURVEY_CODES_PATH}?survey=${surveyId}`;
