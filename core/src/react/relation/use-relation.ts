import { useState } from 'react';
import {
  connectRelation,
  createRelationServices,
  isRelationReadOnly,
  relationActors,
  relationMachine,
  relationTexts,
  type RelationKind,
  type RelationRecord,
  type RelationServices,
  type RelationView,
} from '../../relation';
import type { BrowserView } from '../../browser';
import type { DetailLinkOption } from '../../layout';
import type { Platform } from '../../shared/platform';
import { useBrowser } from '../browser/use-browser';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props of both skins' `RelationField`: the related records of one kind on a card (spec 2.3). */
export interface RelationSkinProps {
  /** The kind of related records (`document`, `mainline` for projects, `task`, `calendar`, `customer`, `marketactivity`, `tag`). */
  kind: RelationKind;
  /** The links held (spec 3 relation records). */
  value?: readonly RelationRecord[];
  /** Called after a change was saved, with the links and the ids added and removed. */
  onChange?: (items: RelationRecord[], diff: { add: string[]; remove: string[] }) => void;
  /** The card's record id (it can never be linked to itself) and where links are saved. */
  entityId: string;
  /** The card's module (default `bcw`). */
  module?: string;
  /** Common links send `type: 0` (spec 7). */
  common?: boolean;
  /** The form's secret level: lower entries are left out of the picker and dropped from the data. */
  formSecretLevel?: number | null;
  /** Free (unpaid) module: read-only (spec 4). */
  moduleFree?: boolean;
  readOnly?: boolean;
  /**
   * How a linked record's row opens it (spec 2.2): a module route, an external link base, a mobile
   * template, or a spec chosen per record; a record's own safe `linkUrl` wins.
   */
  detailLink?: DetailLinkOption;
  /** The configured add and delete calls (spec 7). */
  addUrl?: string;
  deleteUrl?: string;
  /** spec 3: a card's `requestHeaderParams`, sent with the add and delete calls (only to the API's origin). */
  requestHeaderParams?: Readonly<Record<string, string>>;
  /**
   * spec 3: a card's `dataParams`, sent with the add call and with the picker's browser calls, so the
   * server narrows the choices to the record (as a card's browser fields send them).
   */
  dataParams?: Readonly<Record<string, string | number | boolean>>;
  /** Replaces the IO (tests, hosts with their own transport). */
  services?: Partial<RelationServices>;
  /** Stable test id (default `relation-<kind>`). */
  'data-testid'?: string;
}

/** A related-record field's view model over core's relation machine. */
export function useRelation(props: RelationSkinProps & { platform: Platform }): RelationView {
  const { platform, onChange, formSecretLevel } = props;
  const readOnly = isRelationReadOnly({ moduleFree: props.moduleFree, readOnly: props.readOnly });
  const [options] = useState(() => {
    const io = {
      ...createRelationServices({
        addUrl: props.addUrl,
        deleteUrl: props.deleteUrl,
        requestHeaderParams: props.requestHeaderParams,
        dataParams: props.dataParams,
      }),
      ...props.services,
    };
    return {
      input: {
        kind: props.kind,
        items: props.value,
        selfId: props.entityId,
        target: { entityId: props.entityId, module: props.module ?? 'bcw', common: props.common },
        formSecretLevel,
        readOnly,
        detailLink: props.detailLink,
      },
      implementations: { actors: relationActors(io) },
    };
  });
  const host = useMachineActor(relationMachine, options);
  useActorEvent(host, 'change', (event) => onChange?.(event.items, { add: event.add, remove: event.remove }));
  useSyncToActor(host, props.value, (items) => (items ? { type: 'ITEMS.SYNC' as const, items } : null));
  useSyncToActor(host, { readOnly, formSecretLevel }, (next) => ({ type: 'CONFIGURE' as const, ...next }));
  return useActorView(host, { platform, messages: relationTexts }, connectRelation);
}

/** A related-record field as both skins draw it: the relation, its picker, and the test id of its parts. */
export interface RelationFieldView {
  relation: RelationView;
  /** The browser picker that adds records (its dialog on desktop, its page on mobile). */
  browser: BrowserView;
  /** `data-testid`, or `relation-<kind>`. */
  testId: string;
}

/** The relation and the browser it picks through, wired once for both skins. */
export function useRelationField(props: RelationSkinProps & { platform: Platform }): RelationFieldView {
  const relation = useRelation(props);
  const testId = props['data-testid'] ?? `relation-${props.kind}`;
  const browser = useBrowser({
    platform: props.platform,
    type: relation.browserType,
    module: relation.module,
    multiple: true,
    params: props.dataParams,
    value: relation.selection,
    onChange: relation.pick,
    formSecretLevel: relation.formSecretLevel,
    readOnly: relation.readOnly,
    'data-testid': `${testId}-browser`,
  });
  return { relation, browser, testId };
}
