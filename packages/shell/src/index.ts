/**
 * @drawdesk/shell: the console's singleton runtime, loaded once and shared by the host and every remote.
 * Everything a remote may use is named here and in `./lottery` (README: the contract); the package's major
 * version is this list. The host's setup of the runtime is the `./host` entry; what only the host needs
 * (guard, tab bar, settings, live stream, its strings) lives in host/.
 */

// Session and current user, roles and <Permission>.
export { useCurrentUser } from './session/current-user.js';
export { Permission, usePermission } from './access/Permission.js';
export { isAllowed } from './access/is-allowed.js';

// API client: calls with the session's token and the console's error behaviour, and its failures.
export { api } from './api/current.js';
export { ApiError, type ApiClient, type CallOptions } from './api/client.js';
export { hasStatus } from './api/has-status.js';
export { formErrors, fieldPath, type FormErrors } from './api/field-errors.js';
export { storedIfChanged } from './api/stored-if-changed.js';

// i18n: the one instance (through react-i18next), the shared strings, a remote's resources, a page's own words.
export { LOCALES, pickLocale, type Locale, type Resources } from './i18n/i18n.js';
export { usePageWords } from './i18n/page-words.js';

// Event bus between host and remotes.
export { eventBus, type ConsoleEvents } from './events/event-bus.js';

// Lookups: load-once option lists, invalidated on save and removal.
export { defineLookup, lookups, useLookup, type Lookup } from './lookups/lookups.js';

// The operator's words for plays, selections, job kinds and audit actions (the server's exports use the same: `@drawdesk/shell/words`).
export {
  playWords, selectionWords, lineWords, playGroupWords, jobKindWords, auditActionWords, auditObjectWords, textIn,
  JOB_KIND_NAMES, AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES, type Names,
} from './words/index.js';
export { useWords, type Words } from './words/use-words.js';

// Formatting of money (fen), rates (basis points) and times.
export { formatMoney, formatRate } from './format/money.js';
export { formatDateTime } from './format/date.js';

// Form rules and parsing, shared by the client's checks and the fields (same rules as the server).
export { all, lengthBetween, lengthOf, matches, maxLength, required, trimmed, type Broken, type Rule } from './forms/rules.js';
export { decimalText, parseDecimal } from './forms/decimal.js';
export { parseYuan, yuanBetween, yuanText } from './forms/yuan.js';
export { optionsOf } from './forms/options.js';
export { LOTTERY_LABELS, drawName } from './i18n/lotteries.js';

// Page blocks: overlays, server paging and sorting, list view settings and export (the list-page kit's parts).
export { useOverlay, type Overlay } from './hooks/use-overlay.js';
export { OverlayMount, type OverlayProps } from './hooks/overlay-mount.js';
export { useLoaded, type Loaded } from './hooks/use-loaded.js';
export { idOf } from './url/id-of.js';
export { usePagedList, type PagedList } from './hooks/use-paged-list.js';
export { sortOrderOf, sortingOf, type Sorting } from './list/sorting.js';
export { DENSITIES, defaultView, moved, storageKeyOf, toggled, viewOf, type Density, type ListView } from './list/view-settings.js';
export { exportFileName, exportQueryOf } from './list/export-query.js';

// What a remote's `./routes` module exports.
export type { RemoteModule } from './remote/remote-module.js';
