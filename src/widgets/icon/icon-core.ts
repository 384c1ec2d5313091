// Each drawing from its own module: the package's index names every icon, so a build that splits the code
// by what a page imports would see all of them.
import type { LucideIcon } from 'lucide-react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import Calendar from 'lucide-react/icons/calendar';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronsLeft from 'lucide-react/icons/chevrons-left';
import ChevronsRight from 'lucide-react/icons/chevrons-right';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Info from 'lucide-react/icons/info';
import KeyRound from 'lucide-react/icons/key-round';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';

/** The icons the widgets and the sign-in screens draw: bundled with every element. The rest of the set
 * (icon-names.ts) is loaded on first use, so a login page does not carry a hundred drawings. */
export const CORE_ICONS: Record<string, LucideIcon> = {
  'arrow-down': ArrowDown,
  'arrow-up': ArrowUp,
  'arrow-up-down': ArrowUpDown,
  calendar: Calendar,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevrons-left': ChevronsLeft,
  'chevrons-right': ChevronsRight,
  close: X,
  delete: Trash2,
  edit: Pencil,
  error: CircleAlert,
  eye: Eye,
  'eye-off': EyeOff,
  'external-link': ExternalLink,
  info: Info,
  lock: Lock,
  logout: LogOut,
  mail: Mail,
  menu: Menu,
  plus: Plus,
  search: Search,
  sso: KeyRound,
  upload: Upload,
  warning: TriangleAlert,
};
