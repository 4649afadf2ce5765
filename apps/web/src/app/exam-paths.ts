/** Paths of the exam pages beside the engine's (kept apart so features link without the route table). */
export const EXAM_SCORES_PATH = '/manager/exams/:id/scores';
export const examScoresPath = (examId: number | string) => `/manager/exams/${examId}/scores`;
