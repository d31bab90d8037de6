// Gerado por scripts/generate.ts. Não edite.
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DescriptionIcon from '@mui/icons-material/Description';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import DomainIcon from '@mui/icons-material/Domain';
import EmojiPeopleIcon from '@mui/icons-material/EmojiPeople';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventIcon from '@mui/icons-material/Event';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import FlagIcon from '@mui/icons-material/Flag';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import GradingIcon from '@mui/icons-material/Grading';
import GroupsIcon from '@mui/icons-material/Groups';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import InterestsIcon from '@mui/icons-material/Interests';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PersonIcon from '@mui/icons-material/Person';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PlaceIcon from '@mui/icons-material/Place';
import PublicIcon from '@mui/icons-material/Public';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import QuizIcon from '@mui/icons-material/Quiz';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RuleIcon from '@mui/icons-material/Rule';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import StoreIcon from '@mui/icons-material/Store';
import TimelineIcon from '@mui/icons-material/Timeline';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneIcon from '@mui/icons-material/Tune';
import WorkIcon from '@mui/icons-material/Work';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import WorkspacesIcon from '@mui/icons-material/Workspaces';

/** Os ícones que os cadastros (x-resource.icon) e as telas (menu.json) nomeiam. */
export const menuIcons: Record<string, SvgIconComponent> = {
  AccountTree: AccountTreeIcon,
  Apartment: ApartmentIcon,
  Article: ArticleIcon,
  Assessment: AssessmentIcon,
  Assignment: AssignmentIcon,
  AssignmentInd: AssignmentIndIcon,
  Badge: BadgeIcon,
  BarChart: BarChartIcon,
  Build: BuildIcon,
  Business: BusinessIcon,
  Campaign: CampaignIcon,
  Category: CategoryIcon,
  Checklist: ChecklistIcon,
  Description: DescriptionIcon,
  Diversity3: Diversity3Icon,
  Domain: DomainIcon,
  EmojiPeople: EmojiPeopleIcon,
  Engineering: EngineeringIcon,
  Event: EventIcon,
  EventBusy: EventBusyIcon,
  EventNote: EventNoteIcon,
  ExitToApp: ExitToAppIcon,
  Flag: FlagIcon,
  FormatListNumbered: FormatListNumberedIcon,
  Forum: ForumIcon,
  Gavel: GavelIcon,
  Grading: GradingIcon,
  Groups: GroupsIcon,
  HealthAndSafety: HealthAndSafetyIcon,
  History: HistoryIcon,
  HowToReg: HowToRegIcon,
  HowToVote: HowToVoteIcon,
  Interests: InterestsIcon,
  Inventory: InventoryIcon,
  LocalHospital: LocalHospitalIcon,
  LocationCity: LocationCityIcon,
  Map: MapIcon,
  MedicalInformation: MedicalInformationIcon,
  MenuBook: MenuBookIcon,
  Payments: PaymentsIcon,
  People: PeopleIcon,
  Percent: PercentIcon,
  Person: PersonIcon,
  PersonOff: PersonOffIcon,
  PersonSearch: PersonSearchIcon,
  Place: PlaceIcon,
  Public: PublicIcon,
  QuestionAnswer: QuestionAnswerIcon,
  Quiz: QuizIcon,
  ReportProblem: ReportProblemIcon,
  RequestQuote: RequestQuoteIcon,
  Rule: RuleIcon,
  School: SchoolIcon,
  Settings: SettingsIcon,
  StackedBarChart: StackedBarChartIcon,
  Store: StoreIcon,
  Timeline: TimelineIcon,
  TrendingUp: TrendingUpIcon,
  Tune: TuneIcon,
  Work: WorkIcon,
  WorkspacePremium: WorkspacePremiumIcon,
  Workspaces: WorkspacesIcon,
};
