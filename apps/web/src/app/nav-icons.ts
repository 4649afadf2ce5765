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
import Campaign from '@mui/icons-material/Campaign';
import MarkunreadMailbox from '@mui/icons-material/MarkunreadMailbox';
import Category from '@mui/icons-material/Category';
import EventBusy from '@mui/icons-material/EventBusy';
import FactCheck from '@mui/icons-material/FactCheck';
import HowToReg from '@mui/icons-material/HowToReg';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
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
import Rule from '@mui/icons-material/Rule';
import Gavel from '@mui/icons-material/Gavel';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Payments from '@mui/icons-material/Payments';
import PostAdd from '@mui/icons-material/PostAdd';
import Summarize from '@mui/icons-material/Summarize';
import Sms from '@mui/icons-material/Sms';
import Newspaper from '@mui/icons-material/Newspaper';
import Description from '@mui/icons-material/Description';
import Print from '@mui/icons-material/Print';
import MarkChatRead from '@mui/icons-material/MarkChatRead';
import SettingsCell from '@mui/icons-material/SettingsCell';
import WbTwilight from '@mui/icons-material/WbTwilight';
import AccessTime from '@mui/icons-material/AccessTime';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventSeat from '@mui/icons-material/EventSeat';
import Chair from '@mui/icons-material/Chair';
import AirlineSeatReclineNormal from '@mui/icons-material/AirlineSeatReclineNormal';
import EventRepeat from '@mui/icons-material/EventRepeat';
import CorporateFare from '@mui/icons-material/CorporateFare';
import Leaderboard from '@mui/icons-material/Leaderboard';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Timeline from '@mui/icons-material/Timeline';
import Poll from '@mui/icons-material/Poll';
import VpnKey from '@mui/icons-material/VpnKey';
import Autorenew from '@mui/icons-material/Autorenew';
import BarChart from '@mui/icons-material/BarChart';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import GridOn from '@mui/icons-material/GridOn';
import CandlestickChart from '@mui/icons-material/CandlestickChart';
import ScatterPlot from '@mui/icons-material/ScatterPlot';
import CloudDownload from '@mui/icons-material/CloudDownload';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Grading from '@mui/icons-material/Grading';
import History from '@mui/icons-material/History';
import SettingsEthernet from '@mui/icons-material/SettingsEthernet';

const NAV_ICONS: Record<string, SvgIconComponent> = {
  Class,
  Campaign,
  MarkunreadMailbox,
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
  AssignmentInd,
  Quiz,
  StarHalf,
  EventNote,
  StickyNote2,
  EmojiEvents,
  MilitaryTech,
  ShowChart,
  TableChart,
  TrendingDown,
  Sms,
  Newspaper,
  Description,
  Print,
  MarkChatRead,
  SettingsCell,
  WbTwilight,
  AccessTime,
  EventAvailable,
  EventSeat,
  Chair,
  AirlineSeatReclineNormal,
  EventRepeat,
  Rule,
  Gavel,
  RequestQuote,
  Payments,
  PostAdd,
  Summarize,
  CorporateFare,
  Leaderboard,
  CompareArrows,
  Timeline,
  Poll,
  VpnKey,
  Autorenew,
  BarChart,
  RecordVoiceOver,
  GridOn,
  CandlestickChart,
  ScatterPlot,
  CloudDownload,
  CloudUpload,
  Grading,
  History,
  SettingsEthernet,
};

export const FALLBACK_NAV_ICON: SvgIconComponent = FolderOutlined;

export function navIcon(name: string | undefined): SvgIconComponent {
  return (name && NAV_ICONS[name]) || FALLBACK_NAV_ICON;
}
