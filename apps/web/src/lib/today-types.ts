/** The day's answers that both their own pages and the dashboard read (the dashboard starts them with its navigation). */
export interface TodaySummary {
  date: string;
  holiday: boolean;
  rates: { classroomId: number; classroomName: string; recorded: number; attended: number; rate: number }[];
  pending: {
    classroomName: string;
    courseGroupId: number;
    courseGroupTitle: string;
    teacherName: string | null;
    classPeriodId: number;
    periodTitle: string;
    startTime: string;
  }[];
  absentees: {
    studentId: number;
    firstName: string;
    lastName: string;
    classroomName: string;
    periods: number;
    periodTitles: string;
  }[];
}

export interface TodayPeriod {
  id: number;
  title: string;
  startTime: string | null;
  endTime: string | null;
  courseGroupId: number;
  courseGroupTitle: string | null;
  classroomName: string | null;
}
