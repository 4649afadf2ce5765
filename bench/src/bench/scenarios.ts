/**
 * The measured requests. The list scenarios carry the query as the route hands it to the service,
 * so list-sql.ts can rebuild the endpoint's exact SQL.
 */
import type { HttpScenario } from './http-load';

/** «کریمی» typed on an Arabic keyboard (ك and ي): search must still find it. */
export const SEARCH_TEXT = 'كريمي';

export interface ScenarioInputs {
  token: string;
  username: string;
  password: string;
  classroomId: number;
  studentIds: number[];
}

export interface ListScenario extends HttpScenario {
  /** The validated query string (numbers as numbers), as the service receives it. */
  listQuery: Record<string, unknown>;
}

const json = { 'content-type': 'application/json' };

export function loginScenario(inputs: ScenarioInputs): HttpScenario {
  return {
    name: 'login',
    label: 'POST /api/auth/login (argon2id verify, session + refresh token rows)',
    method: 'POST',
    paths: ['/api/auth/login'],
    headers: json,
    body: JSON.stringify({ username: inputs.username, password: inputs.password }),
    manyClients: true,
  };
}

export function listScenarios(inputs: ScenarioInputs): ListScenario[] {
  const auth = { authorization: `Bearer ${inputs.token}` };
  return [
    {
      name: 'students-default',
      label: "students page's first load: the whole school sorted by last name",
      method: 'GET',
      paths: ['/api/students?page=1&pageSize=25&sort=lastName:asc'],
      headers: auth,
      listQuery: { page: 1, pageSize: 25, sort: 'lastName:asc' },
    },
    {
      name: 'students-classroom',
      label: 'one classroom, sorted by last name',
      method: 'GET',
      paths: [`/api/students?classroomId=${inputs.classroomId}&sort=lastName:asc&page=1&pageSize=25`],
      headers: auth,
      listQuery: { classroomId: inputs.classroomId, sort: 'lastName:asc', page: 1, pageSize: 25 },
    },
    {
      name: 'students-search',
      label: `quick search «${SEARCH_TEXT}» typed with Arabic ي/ك`,
      method: 'GET',
      paths: [`/api/students?q=${encodeURIComponent(SEARCH_TEXT)}`],
      headers: auth,
      listQuery: { q: SEARCH_TEXT },
    },
  ];
}

/**
 * Baselines that split the endpoints' cost: the HTTP stack alone (health: no auth, no database), and
 * authentication plus the current-context read every list pays (GET /api/context).
 */
export function baselineScenarios(inputs: ScenarioInputs): HttpScenario[] {
  return [
    {
      name: 'health',
      label: 'GET /api/health — HTTP and Fastify only, no authentication, no database',
      method: 'GET',
      paths: ['/api/health'],
    },
    {
      name: 'context',
      label: 'GET /api/context — authentication (session, user, roles, schools) and the academic years',
      method: 'GET',
      paths: ['/api/context'],
      headers: { authorization: `Bearer ${inputs.token}` },
    },
  ];
}

/**
 * A student's dossier as its page opens it: the profile with its classroom history, then the
 * attendance and scores tabs (the year's marks, scores, amendments and report cards), for each of
 * the school's first students in turn.
 */
export function dossierScenario(inputs: ScenarioInputs): HttpScenario {
  return {
    name: 'student-dossier',
    label:
      "a student's dossier: GET /api/students/:id/file, …/file/attendance and …/file/scores, students in turn",
    method: 'GET',
    paths: inputs.studentIds.flatMap((id) => [
      `/api/students/${id}/file`,
      `/api/students/${id}/file/attendance`,
      `/api/students/${id}/file/scores`,
    ]),
    headers: { authorization: `Bearer ${inputs.token}` },
  };
}
