/** Paths of the feedback box's own pages (spec route feedback-box: detail and detail/{id}). */
export const FEEDBACK_LIST_PATH = '/manager/feedback-box/list';
export const FEEDBACK_SEND_PATH = '/manager/feedback-box/detail';
export const MY_FEEDBACK_PATH = '/manager/feedback-box/mine';
export const feedbackReplyPath = (id: number | string) => `/manager/feedback-box/detail/${id}`;
