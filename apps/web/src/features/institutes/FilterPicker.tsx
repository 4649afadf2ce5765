import { useTranslation } from 'react-i18next';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';

/** The filters of the institute reports and the rows they pick. */
const ENTITY_OF = {
  examId: 'corp-exams',
  classroomId: 'classrooms',
  studentId: 'students',
  corpId: 'corps',
  coursePlanId: 'course-plans',
} as const;

export type FilterName = keyof typeof ENTITY_OF;

/** One report filter: a picker of its rows, labelled at institutes.filters.<name>. */
export function FilterPicker({
  name,
  value,
  onChange,
  required,
}: {
  name: FilterName;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ReferenceAutocomplete
      refEntity={ENTITY_OF[name]}
      name={name}
      label={t(`institutes.filters.${name}`)}
      value={value}
      onChange={onChange}
      required={required}
    />
  );
}
