import type { BrowserSelectedItem, BrowserServices, BrowserTab } from '../../browser';
import type { DetailLinkOption } from '../../layout';

/**
 * Props of both skins' `Browser` field: a value of picked items and `onChange`, single or multiple,
 * read-only; it opens the picker dialog (desktop) or a full-screen page (mobile).
 */
export interface BrowserProps {
  /** The browser type: `resource`, `department`, `subcompany`, `position`, `role`, `group`, `organization`, `external`, or a business object type (`taskBrowser`, `customer` ...). */
  type: string;
  /** The suite module the calls go to (default `hrm`). */
  module?: string;
  /** Several picks (a dialog with a selected list and confirm) or one (a click picks). */
  multiple?: boolean;
  /** The picked items (controlled). */
  value?: readonly BrowserSelectedItem[];
  /** Called with the new picks after confirm, a removed tag or a picked suggestion. */
  onChange?: (value: BrowserSelectedItem[]) => void;
  /** Shows the picks only. */
  readOnly?: boolean;
  /** At most this many picks (default 51, spec 9). */
  maxCount?: number;
  /** The form's secret level: entries below it are left out (spec 4). */
  formSecretLevel?: number;
  /** spec 3 row type of business objects (`task`, `customer`, `document` ...). */
  rowType?: string;
  /** Desktop: wrap the tags (at most 10 shown). */
  wrap?: boolean;
  /** Typing in the field suggests entries (associative input). */
  associative?: boolean;
  /** The tabs of the dialog, first shown first. */
  tabs?: readonly BrowserTab[];
  /** The e-builder app of a runtime app (data and count go to the e-builder path). */
  appId?: string;
  runtimeApp?: boolean;
  /** Extra fields sent with every call (commonParams). */
  params?: Record<string, unknown>;
  /**
   * Ask the server first whether the user may pick here (spec 7 `permission`, with `params` such as
   * the share context); when it says no, the field says so and opens no picker.
   */
  permissionCheck?: boolean;
  /**
   * Read the browser's own properties from the server (spec 7 `prop`): several picks or one, the
   * max count and the page size; `multiple` and `maxCount` given here win.
   */
  serverProps?: boolean;
  /**
   * Show the picker's condition form (spec 7 `condition`, e.g. security level or role level) above
   * the list; what the user sets narrows the list through `dataCondition`. Desktop only: the app
   * has no `dataCondition` call.
   */
  conditionFilter?: boolean;
  /**
   * How result rows and picked items open their record (spec 2.2): a module route, an external
   * link base plus the id, a mobile detail template, or a spec chosen per record (`type` is the
   * entry's kind); a record's own safe `linkUrl` wins. Deleted records get no link.
   */
  detailLink?: DetailLinkOption;
  /** Wait after the last keystroke before searching (default 250 ms). */
  searchDebounceMs?: number;
  /** Replaces the IO (tests, hosts with their own transport). */
  services?: Partial<BrowserServices>;
  /** The browser is embedded in another widget (search panel, share list) that must pass `onChange`. */
  embedded?: boolean;
  /** Accessible name of the field. */
  'aria-label'?: string;
  /** Stable test id of the field (default `browser`). */
  'data-testid'?: string;
}
