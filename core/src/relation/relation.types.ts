// Related records (spec 3 "Relation record", spec 4 "Linked-record changes", spec 7).

/** The kinds of related records a card offers, each with its add button (spec 8 labels). */
export type RelationKind =
  'document' | 'mainline' | 'tag' | 'task' | 'marketactivity' | 'calendar' | 'customer' | (string & {});

// spec 3's relation record is the kernel's (the form's card answers carry them too)
export type { RelationRecord } from '../shared/relation-record';

/** spec 4: what a picker change means. */
export interface RelationChanges<T extends string | number = string> {
  add: T[];
  remove: T[];
  /** The record's own id was picked and left out (spec 8: 'cannot link to itself', info). */
  refusedSelf: boolean;
}

/** Where a related-record field saves: the card's entity and module. */
export interface RelationTarget {
  entityId: string;
  module: string;
  /** Common (shared) links send `type: 0`, others `type: 1` (spec 7). */
  common?: boolean;
}

/** spec 7: the add call's payload. */
export type RelationAddPayload =
  | { projectIds: string; entityId: string; module: string }
  | { id: string; entityId: string; module: string; type: 0 | 1 };

/** What `getBrowserBean` gives a related-record field: its browser type, module and defaults. */
export interface RelationBrowserBean {
  browserType: string;
  module: string;
  title?: string;
  multiple: boolean;
  /** Extra browser parameters (commonParams). */
  params: Record<string, unknown>;
}

/** What `browserBeanSearch` gives: the default search of a related-record browser. */
export interface RelationBrowserSearchDefaults {
  browserType: string;
  module: string;
  /** Default keyword, page size and condition values. */
  keyword: string;
  pageSize: number;
  conditions: Record<string, unknown>;
}
