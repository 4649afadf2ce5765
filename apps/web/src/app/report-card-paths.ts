/** Paths of the report-card pages (no imports, so features link cheaply). */
export const REPORT_CARD_LIST_PATH = '/manager/report-card/list';
export const REPORT_CARD_GENERATE_PATH = '/manager/report-card/detail';
export const REPORT_CARD_PATH = '/manager/report-card/detail/:id';
export const reportCardPath = (id: number | string) => `/manager/report-card/detail/${id}`;
export const REPORT_CARD_PRINT_PATH = '/manager/report-card/print';
export const CONTINUOUS_SCORE_PATH = '/manager/course-groups/:id/continuous-score';
export const continuousScorePath = (groupId: number | string) =>
  `/manager/course-groups/${groupId}/continuous-score`;
