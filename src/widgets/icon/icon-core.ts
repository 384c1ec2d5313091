// Each drawing from its own module: the package's index names every icon, so a build that splits the code
// by what a page imports would see all of them.
import type { LucideIcon } from 'lucide-react';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Info from 'lucide-react/icons/info';
import KeyRound from 'lucide-react/icons/key-round';
import Pencil from 'lucide-react/icons/pencil';
import Search from 'lucide-react/icons/search';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import X from 'lucide-react/icons/x';

/** The icons the sign-in screens draw: bundled with every element. The rest of the set (icon-names.ts) is
 * loaded on first use (an empty box of the icon's size holds its place meanwhile), so a login page carries
 * nine drawings, not a hundred. */
export const CORE_ICONS: Record<string, LucideIcon> = {
  close: X,
  edit: Pencil,
  error: CircleAlert,
  eye: Eye,
  'eye-off': EyeOff,
  info: Info,
  search: Search,
  sso: KeyRound,
  warning: TriangleAlert,
};
