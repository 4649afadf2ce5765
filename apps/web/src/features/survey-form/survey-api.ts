/** The public survey routes (/api/public/surveys), without a session (lib/public-api.ts). */
import { postJson, publicCall } from '../../lib/public-api';

export interface PublicSurvey {
  id: number;
  title: string;
  description: string | null;
  schoolName: string;
  opensOn: string;
  closesOn: string;
  state: 'notYet' | 'open' | 'closed';
}

export interface Ballot {
  classroomName: string;
  teachers: { id: number; name: string; courses: string[] }[];
  items: { id: number; question: string }[];
}

export interface SurveyAnswer {
  teacherId: number;
  itemId: number;
  score: number;
}

export const surveyApi = {
  survey: (id: number) => publicCall<PublicSurvey>(`/surveys/${id}`),
  open: (id: number, code: string) => postJson<Ballot>(`/surveys/${id}/open`, { code }),
  answer: (id: number, code: string, answers: SurveyAnswer[]) =>
    postJson<{ answers: number }>(`/surveys/${id}/answers`, { code, answers }),
};
