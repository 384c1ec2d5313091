// `npm run bench`: every speed and size target, measured in one run and written to .bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchAdmin, listReport } from './admin.js';
import { benchAudit } from './audit.js';
import { benchConsole } from './console.js';
import { benchHashing } from './hashing.js';
import { benchLayoutShift } from './layout-shift.js';
import { benchLighthouse } from './lighthouse.js';
import { benchPackage } from './package.js';
import { benchRender } from './render.js';
import { benchSettingsLoad } from './settings-load.js';
import { benchSize } from './size.js';
import { verdicts } from './targets.js';
import { benchWebrtc } from './webrtc.js';
import { benchWire } from './wire.js';

const results = {
  date: new Date().toISOString(),
  size: await benchSize(),
  wire: await benchWire(),
  hashing: await benchHashing(),
  webrtc: await benchWebrtc(),
  admin: await benchAdmin(),
  render: await benchRender(),
  console: await benchConsole(),
  settingsLoad: await benchSettingsLoad(),
  package: await benchPackage(),
  audit: await benchAudit(),
  layoutShift: await benchLayoutShift(),
  lighthouse: await benchLighthouse(),
};

console.log(JSON.stringify(results, null, 2));
const flat = {
  ...results.size,
  ...results.wire,
  ...results.hashing,
  ...results.webrtc,
  ...results.admin,
  ...results.render,
  ...results.console,
  ...results.settingsLoad,
  ...results.package,
  ...results.audit,
  ...results.layoutShift,
  ...results.lighthouse,
};
for (const line of listReport(results.admin.lists)) console.log(line);
for (const line of verdicts(flat)) console.log(line);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
