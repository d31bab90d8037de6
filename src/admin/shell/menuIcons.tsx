// Icons the server may name in the menu (x-resource.icon = a Material icon name). Imported one by one
// so the bundle carries these few instead of the 2,000 of @mui/icons-material; an unknown name falls
// back to a neutral icon. Adding an icon to a schema may mean adding it here.

import type { SvgIconComponent } from '@mui/icons-material';
import Apartment from '@mui/icons-material/Apartment';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Description from '@mui/icons-material/Description';
import Domain from '@mui/icons-material/Domain';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Event from '@mui/icons-material/Event';
import Folder from '@mui/icons-material/Folder';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Groups from '@mui/icons-material/Groups';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import History from '@mui/icons-material/History';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocationCity from '@mui/icons-material/LocationCity';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import MenuBook from '@mui/icons-material/MenuBook';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Poll from '@mui/icons-material/Poll';
import Public from '@mui/icons-material/Public';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Vaccines from '@mui/icons-material/Vaccines';
import Work from '@mui/icons-material/Work';

const ICONS: Record<string, SvgIconComponent> = {
  Apartment,
  Article,
  Assessment,
  Assignment,
  AttachMoney,
  Badge,
  BarChart,
  Build,
  Business,
  Description,
  Domain,
  EmojiEvents,
  Event,
  Folder,
  FormatListNumbered,
  Groups,
  HealthAndSafety,
  History,
  LocalHospital,
  LocationCity,
  ManageAccounts,
  Map: MapIcon,
  MenuBook,
  People,
  Person,
  Poll,
  Public,
  Quiz,
  School,
  Settings,
  TrendingUp,
  Vaccines,
  Work,
};

// Top-level menus (modules) come without an icon from the server: one per module label.
const MODULE_ICONS: Record<string, SvgIconComponent> = {
  Captação: Groups,
  'Cargos e Salários': AttachMoney,
  Avaliação: Assessment,
  Desenvolvimento: School,
  'Gestão de Talentos': EmojiEvents,
  Pesquisa: Poll,
  SST: HealthAndSafety,
  Analytics: BarChart,
  Utilitários: Build,
  Geral: Public,
};

export function menuIcon(name: string | undefined, label: string, hasChildren: boolean): SvgIconComponent {
  return (name && ICONS[name]) || MODULE_ICONS[label] || (hasChildren ? Folder : Article);
}
