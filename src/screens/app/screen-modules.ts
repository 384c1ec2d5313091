// The screens' modules, each its own chunk. A glob of exact paths: a screen not written yet is simply
// absent (the shell then says so) instead of breaking the build.
import type { ComponentType } from 'react';

/** A screen module: its exports by name. */
export type ScreenModule = Record<string, ComponentType<Record<string, unknown>> | undefined>;

/** Loaders of every screen module the route table names, by path relative to this folder. */
export const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../login/login.tsx',
  '../forgot-password/forgot-password.tsx',
  '../change-password/change-password.tsx',
  '../sso/sso-return.tsx',
  '../signup-confirmation/signup-confirmation.tsx',
  '../join/join-without-account.tsx',
  '../join/meeting-join.tsx',
  '../webrtc/webrtc-client.tsx',
  '../download/download.tsx',
  '../download/download-repo.tsx',
  '../support/support.tsx',
  '../dashboard/dashboard.tsx',
  '../account/account.tsx',
  // The administration console: one module per area (core/admin/areas.ts names them).
  '../admin/*/*-admin.tsx',
]);
