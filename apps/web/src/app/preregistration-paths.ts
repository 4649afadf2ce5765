/** Paths of the pre-registration pages (spec: preregister — list, edit, view/{id}, detail/{id}). */
export const PREREGISTER_LIST_PATH = '/manager/preregister/list';
/** The spec's `preregister/edit`: the school's pre-registration forms (campaigns). */
export const PREREGISTER_FORMS_PATH = '/manager/preregister/edit';
export const preregisterViewPath = (id: number | string) => `/manager/preregister/view/${id}`;
export const preregisterEditPath = (id: number | string) => `/manager/preregister/detail/${id}`;
/** The public page of a campaign (its own entry: a full page load, never the app's router). */
export const applicationPagePath = (campaignId: number | string) => `/application/${campaignId}`;
