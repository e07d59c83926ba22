import type { SnapshotFrom } from 'xstate';
import type { CardRelevanceData, FormView } from '../form';
import type { RelationRecord } from '../relation';
import type { ConnectEnv } from '../shared/connect';
import { detailCardHeight, skeletonRows, type DetailCardPart } from './detail-card.logic';
import type { DetailCardEvent, DetailCardMachine } from './detail-card.machine';
import type { DetailCardRelatedRefreshView } from './detail-card.related.connect';

/** The card's own parts: setting content, lazily loaded parts and their texts. */
export interface DetailCardChromeView {
  /** The heading while the record's title is unknown. */
  defaultHeading: string;
  settingLabel: string;
  settingTitle: string;
  settingOpen: boolean;
  groupListTitle: string;
  /** Accessible name of the skeleton. */
  skeletonLabel: string;
  /** The related-record section's title (spec 2.3). */
  relatedTitle: string;
  loadedParts: readonly DetailCardPart[];
  openSetting(): void;
  closeSetting(): void;
  partLoaded(part: DetailCardPart): void;
}

/**
 * One group of related records (spec 3 `relevanceDatas`), as the props of both skins'
 * `RelationField`: the links held, where they are saved, the card's secret level (lower records
 * are dropped, spec 4), its request headers and its data parameters.
 */
export interface DetailCardRelatedGroup {
  kind: string;
  value: readonly RelationRecord[];
  /** The card's record: links go from it, and it never links to itself. */
  entityId: string;
  module: string;
  /** Free (unpaid) module: read-only (spec 4). */
  moduleFree: boolean;
  /** Read-only while the card's save is locked. */
  readOnly: boolean;
  formSecretLevel: number;
  requestHeaderParams: Readonly<Record<string, string>>;
  /** spec 3: the card's `dataParams`, sent with the add call and the picker's calls (none when empty). */
  dataParams: Readonly<Record<string, string | number | boolean>> | undefined;
}

/** What a skin shows for a detail card: its form's view and the card's own parts. */
export interface DetailCardView extends FormView, DetailCardChromeView {
  /** The card's heading: the record title, or the generic one. */
  heading: string;
  /** spec 9: the skeleton's container height until initialised, then the measured height. */
  height: number;
  /** spec 2.3: the related-record groups (documents, tasks, projects ...); none without a record id. */
  related: DetailCardRelatedGroup[];
  /** The related records asked for again (issue 38: a pull on the mobile list). */
  relatedRefresh: DetailCardRelatedRefreshView;
}

/**
 * spec 3 `relevanceDatas` as related-record groups of the card's record: the card's own, or those a
 * refresh brought (`reloaded`, issue 38).
 */
export function detailCardRelated(
  form: FormView,
  reloaded?: readonly CardRelevanceData[],
): DetailCardRelatedGroup[] {
  const { recordId, module, cardState } = form;
  if (!recordId) return [];
  return (reloaded ?? cardState.relevanceDatas).map((group) => ({
    kind: group.kind,
    value: group.items,
    entityId: recordId,
    module,
    moduleFree: group.moduleFree === true,
    readOnly: form.saveLocked,
    formSecretLevel: cardState.secretLevel,
    requestHeaderParams: cardState.requestHeaderParams,
    dataParams: Object.keys(cardState.dataParams).length > 0 ? cardState.dataParams : undefined,
  }));
}

export function connectDetailCard(
  snapshot: SnapshotFrom<DetailCardMachine>,
  send: (event: DetailCardEvent) => void,
  env: ConnectEnv,
): DetailCardChromeView {
  const { settingOpen, loadedParts } = snapshot.context;
  return {
    defaultHeading: env.t('detail-card.title'),
    settingLabel: env.t('detail-card.setting'),
    settingTitle: env.t('detail-card.settingTitle'),
    settingOpen,
    groupListTitle: env.t('detail-card.groupList'),
    skeletonLabel: env.t('detail-card.loading'),
    relatedTitle: env.t('detail-card.related'),
    loadedParts,
    openSetting: () => send({ type: 'SETTING.OPEN' }),
    closeSetting: () => send({ type: 'SETTING.CLOSE' }),
    partLoaded: (part) => send({ type: 'PART.LOADED', part }),
  };
}

const NO_REFRESH: DetailCardRelatedRefreshView = {
  enabled: false,
  refreshing: false,
  error: undefined,
  reloaded: undefined,
  refresh: () => undefined,
};

/**
 * The card's view: its form's view (`connectForm`) with the card's parts, measured height and
 * related records (refreshed ones when a refresh brought them).
 */
export function detailCardView(
  form: FormView,
  chrome: DetailCardChromeView,
  relatedRefresh: DetailCardRelatedRefreshView = NO_REFRESH,
): DetailCardView {
  return {
    ...form,
    ...chrome,
    skeleton: {
      ...form.skeleton,
      rows: skeletonRows(form.skeleton.containerHeight, form.skeleton.rowHeight),
    },
    heading: form.title || chrome.defaultHeading,
    height: detailCardHeight(form.initialised, form.sections, form.skeleton.containerHeight),
    related: detailCardRelated(form, relatedRefresh.reloaded),
    relatedRefresh,
  };
}
