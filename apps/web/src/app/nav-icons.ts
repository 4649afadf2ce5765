/**
 * Menu icons named in the registry (EntityDef.icon). Only the menus import this file, so the icons
 * load with the signed-in layout, not with the login page. A name not listed here gets the fallback.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import Badge from '@mui/icons-material/Badge';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Class from '@mui/icons-material/Class';
import CoPresent from '@mui/icons-material/CoPresent';
import Event from '@mui/icons-material/Event';
import Groups from '@mui/icons-material/Groups';
import MenuBook from '@mui/icons-material/MenuBook';
import Category from '@mui/icons-material/Category';
import EventBusy from '@mui/icons-material/EventBusy';
import FactCheck from '@mui/icons-material/FactCheck';
import HowToReg from '@mui/icons-material/HowToReg';
import ViewWeek from '@mui/icons-material/ViewWeek';
import DateRange from '@mui/icons-material/DateRange';
import Domain from '@mui/icons-material/Domain';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import UploadFile from '@mui/icons-material/UploadFile';
import ContactPhone from '@mui/icons-material/ContactPhone';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Quiz from '@mui/icons-material/Quiz';
import StarHalf from '@mui/icons-material/StarHalf';
import EventNote from '@mui/icons-material/EventNote';
import StickyNote2 from '@mui/icons-material/StickyNote2';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import ShowChart from '@mui/icons-material/ShowChart';
import TableChart from '@mui/icons-material/TableChart';
import TrendingDown from '@mui/icons-material/TrendingDown';

const NAV_ICONS: Record<string, SvgIconComponent> = {
  Class,
  CoPresent,
  Event,
  Groups,
  MenuBook,
  ViewWeek,
  AccountTree,
  Badge,
  CalendarMonth,
  DateRange,
  Domain,
  InfoOutlined,
  ManageAccounts,
  MeetingRoom,
  Schedule,
  UploadFile,
  ContactPhone,
  PhotoLibrary,
  School,
  SupervisorAccount,
  Category,
  EventBusy,
  FactCheck,
  HowToReg,
  Quiz,
  StarHalf,
  EventNote,
  StickyNote2,
  EmojiEvents,
  MilitaryTech,
  ShowChart,
  TableChart,
  TrendingDown,
};

export const FALLBACK_NAV_ICON: SvgIconComponent = FolderOutlined;

export function navIcon(name: string | undefined): SvgIconComponent {
  return (name && NAV_ICONS[name]) || FALLBACK_NAV_ICON;
}
