/** What the landing page lists; texts are i18n keys under landing.features / landing.roles. */
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';

export interface LandingItem {
  key: string;
  icon: SvgIconComponent;
  color: 'primary' | 'success' | 'info' | 'warning' | 'error' | 'secondary';
}

export const FEATURES: readonly LandingItem[] = [
  { key: 'students', icon: Groups2Outlined, color: 'primary' },
  { key: 'attendance', icon: FactCheckOutlined, color: 'success' },
  { key: 'exams', icon: QuizOutlined, color: 'warning' },
  { key: 'reportCards', icon: AssignmentTurnedInOutlined, color: 'info' },
  { key: 'offline', icon: CloudOffOutlined, color: 'secondary' },
  { key: 'jalali', icon: CalendarMonthOutlined, color: 'error' },
  { key: 'sida', icon: SyncAltOutlined, color: 'primary' },
];

export const ROLES: readonly LandingItem[] = [
  { key: 'managers', icon: AdminPanelSettingsOutlined, color: 'primary' },
  { key: 'staff', icon: BadgeOutlined, color: 'info' },
  { key: 'teachers', icon: CastForEducationOutlined, color: 'success' },
];
