/**
 * The SMS compose page's 'debtors' group (the SMS module's extension point): the parents of the
 * current school's students with an outstanding debt that is already due, by the debtors list's
 * own query (overdue: an instalment's due date has passed and is not yet covered).
 */
import { currentContext } from '../../access/current-context';
import { parentsOfStudents, registerRecipientGroup } from '../sms';
import { debtors } from './debt-summary';

/** Called once when the routes are registered. */
export function provideDebtorsRecipientGroup(): void {
  registerRecipientGroup('debtors', async ({ db, access, schoolId }) => {
    const { academicYearId } = await currentContext(db, access);
    if (academicYearId === null) return [];
    const list = await debtors(db, { schoolId, academicYearId }, { overdueOnly: true, limit: 100_000 });
    return parentsOfStudents(
      db,
      list.map((d) => d.studentId),
    );
  });
}
