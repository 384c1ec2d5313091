/// <reference path="./lucide-icons.d.ts" />
// Each drawing from its own module: the package's index names every icon, so a build that splits the code
// by what a page imports would see all of them.
import CircleAlert from 'lucide/dist/esm/icons/circle-alert.mjs';
import Eye from 'lucide/dist/esm/icons/eye.mjs';
import EyeOff from 'lucide/dist/esm/icons/eye-off.mjs';
import Info from 'lucide/dist/esm/icons/info.mjs';
import KeyRound from 'lucide/dist/esm/icons/key-round.mjs';
import Pencil from 'lucide/dist/esm/icons/pencil.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';

/**
 * One drawing: its SVG elements with their attributes, as lucide gives them (our own type, so the package's
 * declarations name no module a portal does not install).
 */
export type IconNode = [tag: string, attributes: Record<string, string | number | undefined>][];

/** The icons the sign-in screens draw: bundled with every element. The rest of the set (icon-names.ts) is
 * loaded on first use (an empty box of the icon's size holds its place meanwhile), so a login page carries
 * nine drawings, not a hundred. */
export const CORE_ICONS: Record<string, IconNode> = {
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
