// Every number of spec section 9 and the API rules of section 7, named as the spec names them.

/** Base path of the whole application. */
export const BASE_PATH = '/meet/';
/** Where every JSON call goes, under the base path. */
export const API_PATH = 'services/json/';
/** Websocket path of the signalling server, under the base path. */
export const SIGNALLING_PATH = 'webrtcsignaling';

/** API time-out. */
export const API_TIMEOUT_MS = 10_000;
/** Automatic retries on network errors and 500-599 answers. */
export const HTTP_RETRY_COUNT = 3;
/** Delay between automatic retries. */
export const HTTP_RETRY_DELAY_MS = 0;
/** Methods retried automatically. */
export const HTTP_RETRY_METHODS = ['get', 'head', 'options', 'put', 'delete'] as const;
/** Statuses retried automatically (500-599). */
export const HTTP_RETRY_STATUSES = Array.from({ length: 100 }, (_, i) => 500 + i);
/** Delay before the retry after a refused session (401 code 1014) and its refresh. */
export const AUTH_RETRY_DELAY_MS = 500;
/** Waiting for a refresh already in flight: this many checks... */
export const REFRESH_WAIT_TRIES = 20;
/** ...this far apart. */
export const REFRESH_WAIT_MS = 500;
/** XSRF cookie and header names. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Keep-alive period of the signalling socket. */
export const KEEP_ALIVE_MS = 30_000;
/**
 * A join ticket admits to LOGIN for 5 minutes (signalling.md); the one the pre-join screen was given is used
 * while younger than this, a fresh one asked for after.
 */
export const JOIN_TICKET_FRESH_MS = 4 * 60_000;

/** Password hashing: scrypt cost, block size, parallelism, key length; salt length in characters. */
export const SCRYPT_N = 16_384;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SCRYPT_KEY_LENGTH = 32;
export const SALT_LENGTH = 20;
/** Prefix of a hashed password on the wire. */
export const HASH_PREFIX = 'scryptsha1$';
/** The fixed user name of an SSO login (its password is the SSO token). */
export const SSO_USERNAME = '__sso__';

/** Number input defaults. */
export const NUMBER_MIN = 0;
export const NUMBER_MAX = 1_000_000;
export const NUMBER_MULTIPLY = 1;

/** Table paging. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZES = [5, 10, 15, 20, 50, 100, 200, 500] as const;
/** Longest name of a list's saved view (issue 25); a longer one is cut. */
export const SAVED_VIEW_NAME_MAX = 80;
/** Search everywhere (Ctrl+K, issue 25): the shortest text searched, and how many records of each kind it shows. */
export const SEARCH_EVERYWHERE_MIN = 2;
export const SEARCH_EVERYWHERE_PER_KIND = 5;

/** The most bytes the stored files of one archive download may hold together (1 GiB: the contract's limit). */
export const FILES_ARCHIVE_MAX_BYTES = 1024 ** 3;
export const PAGE_WINDOW = 5;
/** Sort orders on the wire. */
export const SORT_ASCENDING = 0;
export const SORT_DESCENDING = 1;

/** Toast lifetime. */
export const TOAST_MS = 5_000;
/** Text input with button: width split of field and button, in percent. */
export const TEXT_BUTTON_SPLIT = [60, 40] as const;
/** Modal default width. */
export const MODAL_WIDTH = '25vw';

/** Date picker (flatpickr) options. */
export const DATE_FORMAT = 'Y-m-d';
export const DATE_DISPLAY_FORMAT = 'F j, Y';
export const DATE_TIME_FORMAT = 'Y-m-d H:i';
export const DEFAULT_HOUR = 12;
export const DEFAULT_MINUTE = 0;
export const DEFAULT_SECONDS = 0;
export const HOUR_INCREMENT = 1;
export const MINUTE_INCREMENT = 5;

/** Charts. */
export const CHART_TYPE_DEFAULT = 'line';
export const CHART_PADDING_TOP = 30;
export const CHART_PADDING_RIGHT = 15;
export const CHART_FONT_SIZE = 15;
export const CHART_LINE_WIDTH = 3;
export const CHART_AREA_ALPHA = '70';
export const CHART_LABEL_ROTATION_LINE = -45;
export const CHART_PALETTE = ['systemBlue', 'primary', 'systemGreen', 'systemRed', 'systemYellow'] as const;
/**
 * The shade of each turn of the palette's cycle: the spec cycles the five colours, and a chart never repeats a
 * colour (#22), so a sixth series takes the first colour's shade 60, an eleventh its shade 30: 15 distinct colours.
 */
export const CHART_PALETTE_SHADES = [100, 60, 30] as const;
export const GAUGE_MAX = 100;
export const GAUGE_WIDTH = 300;
export const GAUGE_HEIGHT = 150;
export const GAUGE_STROKE = 35;
export const PROGRESS_MAX = 100;
/** Value display and progress bar round to this many decimals. */
export const VALUE_DECIMALS = 2;

/** Textarea height rule: 5rem under 3 lines, 12.5rem above 10, else 1.25rem x (lines + 1). */
export const TEXTAREA_MIN_LINES = 3;
export const TEXTAREA_MAX_LINES = 10;
export const TEXTAREA_MIN_REM = 5;
export const TEXTAREA_MAX_REM = 12.5;
export const TEXTAREA_LINE_REM = 1.25;

/** Rankings show the top five. */
export const TOP_COUNT = 5;
/** The statistics' period presets: the last 7, 30 and 90 days. */
export const STATISTICS_PRESET_DAYS = [7, 30, 90] as const;
/** Recommended maximum length of the GDPR pre-information text. */
export const GDPR_PREINFORMATION_MAX = 200;
/** Text downloads poll for their content this often. */
export const DOWNLOAD_POLL_MS = 100;
/** CSV separator by default. */
export const CSV_SEPARATOR = ';';

// Error codes of spec 8 the client reacts to itself; every other code only shows its catalogue message.
/** 1000: internal server error, also the code of an answer without one. */
export const ERROR_GENERIC = 1000;
/** 1001: not found. */
export const ERROR_NOT_FOUND = 1001;
/** 1005: insufficient rights. */
export const ERROR_INSUFFICIENT_RIGHTS = 1005;
/** 1002: security parameters not valid (a wrong current password, an expired reset link). */
export const ERROR_INVALID_SECURITY_PARAMETERS = 1002;
/** 1004: invalid parameter. */
export const ERROR_INVALID_PARAMETER = 1004;
/** 1006: already exists (a user with that login or e-mail). */
export const ERROR_ALREADY_EXISTS = 1006;
/** 1007: the meeting is full. */
export const ERROR_MEETING_FULL = 1007;
/** 1008: too early, the attendee request cannot be created yet. */
export const ERROR_TOO_EARLY = 1008;
/** 1009: attendee request impossible, the meeting has ended. */
export const ERROR_MEETING_ENDED = 1009;
/** 1010: attendee request impossible, the feature is not enabled. */
export const ERROR_FEATURE_NOT_ENABLED = 1010;
/** 1011: authentication failed, a captcha is needed. */
export const ERROR_CAPTCHA_NEEDED = 1011;
/** 1014: authentication required and failed (wrong login or password). */
export const ERROR_AUTHENTICATION_FAILED = 1014;
/** 1016: forbidden access (the login answers it after too many attempts). */
export const ERROR_FORBIDDEN = 1016;
/** 1020: the user is already activated. */
export const ERROR_ALREADY_ACTIVATED = 1020;
/** 1022: a setting has a bad value (the directory actions: no LDAP directory is set). */
export const ERROR_BAD_SETTING = 1022;
/** The status of a call whose directory (LDAP) is down, refuses the server or stays silent (contract). */
export const DIRECTORY_DOWN_STATUS = 503;
/** 1023: a mandatory setting is required. */
export const ERROR_MANDATORY_SETTING = 1023;
/** 1025: subscription integrity compromised (disabled, or its organizer limit reached). */
export const ERROR_SUBSCRIPTION_INTEGRITY = 1025;
/** 1026: invalid property value. */
export const ERROR_INVALID_PROPERTY_VALUE = 1026;
/** 1029: the captcha answer is not valid. */
export const ERROR_CAPTCHA_INVALID = 1029;
/** Charts keep this width-to-height ratio when they resize (the common line-chart default). */
export const CHART_ASPECT_RATIO = 2;
/** Text downloads give up after this many polls (60 s) instead of waiting forever. */
export const DOWNLOAD_MAX_POLLS = 600;
/** Support hours (spec 9): Monday to Friday, Central European Time, [from, to] hours; Spain 9:00-18:00. */
export const SUPPORT_HOURS = {
  timeZone: 'Europe/Paris',
  days: [1, 2, 3, 4, 5],
  default: [
    [9, 12],
    [14, 18],
  ],
  es: [[9, 18]],
} as const;

/** A meeting unique ID (umi): nine digits (the contract's MeetingUid). */
export const MEETING_UID_PATTERN = /^[0-9]{9}$/;
