// Shapes of the object picker ("browser"): spec 3 (browser list entry, selected item, target types),
// spec 7 (browser endpoints).

// spec 7's browser calls and their addresses are the kernel's (the HR card calls the browser too)
export type { BrowserAction, BrowserEndpoint, BrowserEndpointOptions } from '../shared/browser-endpoint';
import type { GroupMember } from '../shared/group-members';
export type { GroupMember };

/** spec 3 "Browser target types" plus the person/organisation kinds pickers offer. */
export type BrowserTargetType =
  | 'resource'
  | 'department'
  | 'subcompany'
  | 'channel'
  | 'position'
  | 'role'
  | 'group'
  | 'organization'
  | 'external'
  | 'combinationResource';

/** spec 3 "Result-list row types" (keys camelCased from the spec's words). */
export type BrowserRowType =
  | 'document'
  | 'task'
  | 'mainline'
  | 'contact'
  | 'marketActivity'
  | 'calendar'
  | 'clue'
  | 'saleChance'
  | 'contract'
  | 'orderForm'
  | 'mailResource'
  | 'workflowRequest'
  | 'blog'
  | 'production'
  | 'customer'
  | 'competitor'
  | 'plan'
  | 'price'
  | 'form'
  | 'folder'
  | 'officialDocumentRequest'
  | 'workOrder'
  | 'quote'
  | 'capital'
  | 'meetingVideo'
  | 'coworkItems';

/** spec 3 "Browser list entry", checked and normalised from a server answer. */
export interface BrowserEntry {
  id: string;
  /** The entry's kind for mixed lists (`resource`, `department` ...); the browser's type otherwise. */
  type: string;
  /** The title shown (`defaultTitle`). */
  title: string;
  content?: string;
  name?: string;
  richContent?: string;
  username?: string;
  time?: string;
  timeEnd?: string;
  isComplete: boolean;
  isDeleted: boolean;
  /** `status: 'finished'` in the answer. */
  finished: boolean;
  workflowName?: string;
  wholePathName?: string;
  /** The entry's secret level (the maximum when the answer gives a range). */
  seclevel?: number;
  level?: number;
  avatar?: string;
  /** An address of the record the server gave (spec 3 `linkUrl`): opened only when `safeUrl` accepts it. */
  linkUrl?: string;
  /** A group's members (spec 3 `childrenData`, the well-formed ones), kept when it is picked. */
  childrenData?: GroupMember[];
  /** Row fields as the server sent them (strings and numbers only), for `rowFields`. */
  fields: Readonly<Record<string, string | number>>;
}

/** spec 3 "Selected item": what a browser field's value holds. */
export interface BrowserSelectedItem {
  id: string;
  type: string;
  name: string;
  /** Department, subcompany and organization picks: sub-organisations included. */
  subordinate?: boolean;
  isDeleted?: boolean;
  seclevel?: number;
  /** The record's own address (spec 3 selected item `linkUrl`): opened only when `safeUrl` accepts it. */
  linkUrl?: string;
  /** A picked group's members (spec 3 selected item `childrenData`): they go into the value with it. */
  childrenData?: GroupMember[];
}

/** A node of the left tree (`leftData`): subcompanies and departments. */
export interface BrowserTreeNode {
  id: string;
  name: string;
  type: string;
  children: BrowserTreeNode[];
}

/** One page of results. */
export interface BrowserPage {
  entries: BrowserEntry[];
  total: number;
  hasMore: boolean;
}
