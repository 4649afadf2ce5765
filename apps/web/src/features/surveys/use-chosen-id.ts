import { useSearchParams } from 'react-router';

const idOf = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * A survey page's choice kept in the address (`?survey=…&<second>=…`), so a reload or a link keeps
 * it; choosing another survey clears the second choice (a teacher or classroom of the other one).
 */
export function useSurveyChoice(second?: string) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, id] of Object.entries(changes))
          if (id === null) next.delete(name);
          else next.set(name, String(id));
        return next;
      },
      { replace: true },
    );
  return {
    surveyId: idOf(params.get('survey')),
    secondId: second ? idOf(params.get(second)) : null,
    chooseSurvey: (id: number) => set(second ? { survey: id, [second]: null } : { survey: id }),
    chooseSecond: (id: number | null) => second && set({ [second]: id }),
  };
}
