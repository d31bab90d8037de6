// The menu's icons. The server names them (x-resource.icon of a register, `icon` of a screen folder's
// menu.json): src/generated/icons.ts imports each named icon one by one, so the bundle carries these few
// instead of the 2,000 of @mui/icons-material, and `npm run generate` fails on a name that does not exist.
// Here only what no schema or screen names: the modules' icons, the report screens' and the fallbacks.

import type { SvgIconComponent } from '@mui/icons-material';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import AttachMoney from '@mui/icons-material/AttachMoney';
import BarChart from '@mui/icons-material/BarChart';
import Build from '@mui/icons-material/Build';
import Description from '@mui/icons-material/Description';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import Poll from '@mui/icons-material/Poll';
import Public from '@mui/icons-material/Public';
import School from '@mui/icons-material/School';
import { menuIcons } from '../../generated/icons.ts';

// the report screens' entries (src/server/screens.ts) name this one
const ICONS: Record<string, SvgIconComponent> = { ...menuIcons, Description };

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
