/**
 * The navbar search's records: students, teachers and classrooms whose name or code holds the
 * text, through each list's own search (names folded across ي/ك, digits in any style; codes such
 * as the student number, personnel code and national code), each only for users who may open that
 * list. A few of each: the search finds a record, the lists browse them.
 */
import { searchKey } from '@school/shared';
import { useQuery } from '@tanstack/react-query';
import { useAbility } from '@casl/react';
import type { AppAbility } from '../../../lib/ability';
import { entityApi, type EntityItem } from '../../../lib/entity-api';
import { ENTITY_SUBJECT, entityEditPath } from '../../entity-routes';
import { studentFilePath, teacherViewPath } from '../../people-paths';

export const RECORD_KINDS = ['students', 'teachers', 'classrooms'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Shortest text worth asking the server about. */
export const MIN_RECORD_QUERY = 2;
const PER_KIND = 5;

export interface RecordHit {
  kind: RecordKind;
  id: number;
  name: string;
  /** What tells people of one name apart (a student's classroom). */
  context: string | null;
  /** A code to recognise the record by (student number, personnel code, national code). */
  detail: string | null;
  path: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const fullName = (row: EntityItem) => [text(row.firstName), text(row.lastName)].filter(Boolean).join(' ');

/** One list row as a search result, leading to its page (the student's file, the teacher's view). */
export function recordHit(kind: RecordKind, row: EntityItem, can: (action: string) => boolean): RecordHit {
  if (kind === 'students') {
    return {
      kind,
      id: row.id,
      name: fullName(row),
      context: row._titles?.classroomId ?? null,
      detail: [text(row.studentNumber), text(row.nationalCode)].filter(Boolean).join(' · ') || null,
      path: can('students.file') ? studentFilePath(row.id) : entityEditPath('students', row.id),
    };
  }
  if (kind === 'teachers') {
    return {
      kind,
      id: row.id,
      name: fullName(row),
      context: null,
      detail: [text(row.personnelCode), text(row.nationalCode)].filter(Boolean).join(' · ') || null,
      path: can('teachers.view') ? teacherViewPath(row.id) : entityEditPath('teachers', row.id),
    };
  }
  return {
    kind,
    id: row.id,
    name: text(row.name) ?? String(row.id),
    context: row._titles?.majorId ?? null,
    detail: null,
    path: entityEditPath('classrooms', row.id),
  };
}

/**
 * A list's search looks for the whole text in one column, so «علی گودرزی» (two columns) is asked
 * as its longest word, and the rows then kept that hold every word in their name or codes.
 */
export function recordQuery(query: string): { q: string; words: string[] } {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  const q = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  return { q: words.length > 1 ? q : query.trim(), words };
}

export function holdsEveryWord(hit: RecordHit, words: readonly string[]): boolean {
  const text = searchKey([hit.name, hit.context, hit.detail].filter(Boolean).join(' '));
  return words.every((word) => text.includes(word));
}

export function useRecordSearch(query: string) {
  const ability = useAbility<AppAbility>();
  const can = (action: string) => ability.can(action, ENTITY_SUBJECT);
  const kinds = RECORD_KINDS.filter((kind) => can(`${kind}.list`));
  const { q, words } = recordQuery(query);
  const several = words.length > 1;
  return useQuery({
    queryKey: ['nav-search', query.trim(), kinds],
    enabled: query.trim().length >= MIN_RECORD_QUERY && kinds.length > 0,
    staleTime: 30_000,
    queryFn: async () => {
      // Several words: more rows of the longest word, narrowed here to those holding every word.
      const pageSize = String(several ? PER_KIND * 4 : PER_KIND);
      const params = new URLSearchParams({ page: '1', pageSize, q });
      const pages = await Promise.all(kinds.map((kind) => entityApi.list(kind, params.toString())));
      return kinds.flatMap((kind, i) => {
        const hits = pages[i]!.items.map((row) => recordHit(kind, row, can));
        return several ? hits.filter((hit) => holdsEveryWord(hit, words)).slice(0, PER_KIND) : hits;
      });
    },
  });
}
