/**
 * What other modules use of the SMS module. Notices (absences, discipline, debts) queue through
 * enqueueSms, which applies the rules every message obeys: valid numbers only, parts and cost at the
 * network's price, and the school's daily cap (its own, else the network's), refused as a whole with
 * SMS_DAILY_CAP. Modules that add a group to the compose page register it here.
 */
export { SMS_DAILY_CAP_CODE, enqueueSms, type OutgoingSms } from './sms-outbox';
export { fillTemplate } from './sms-text';
export { parentsOfStudents, registerRecipientGroup } from './sms-recipients';
export { outboxWaiting } from './outbox-depth';
