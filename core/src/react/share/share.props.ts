import type { ShareContext, ShareOperation, ShareServices, ShareTableType } from '../../share';

/** Props of both skins' `ShareList`. */
export interface ShareListProps {
  /** spec 3: the data-permission share context sent with every call (record, permission, module). */
  shareContext: ShareContext;
  /** spec 4: the row operations (desktop edit, delete, top; mobile edit, delete). */
  operations?: readonly ShareOperation[];
  /** spec 3: `CHECKBOX` gives check boxes and batch delete (default NONE on desktop, CHECKBOX on mobile). */
  tableType?: ShareTableType;
  /** Rows per page (default 10 on desktop, 20 per load on mobile). */
  pageSize?: number;
  /** Replaces the IO (tests, hosts with their own transport). */
  services?: Partial<ShareServices>;
  /** Stable test id (default `share-list`). */
  'data-testid'?: string;
}

/** Props of both skins' `AuthForm`. */
export interface AuthFormProps {
  shareContext: ShareContext;
  /** spec 4: add (default) or edit. */
  mode?: 'add' | 'edit';
  /** The share edited (edit mode). */
  id?: string;
  /** Called once the share was saved. */
  onSaved?: () => void;
  /** Called when the user leaves without saving. */
  onCancel?: () => void;
  services?: Partial<ShareServices>;
}
