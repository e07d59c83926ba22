import type { SnapshotFrom } from 'xstate';
import type { FormView } from '../form/form.connect';
import type { ConnectEnv } from '../shared/connect';
import { detailCardHeight, skeletonRows, type DetailCardPart } from './detail-card.logic';
import type { DetailCardEvent, DetailCardMachine } from './detail-card.machine';

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
  loadedParts: readonly DetailCardPart[];
  openSetting(): void;
  closeSetting(): void;
  partLoaded(part: DetailCardPart): void;
}

/** What a skin shows for a detail card: its form's view and the card's own parts. */
export interface DetailCardView extends FormView, DetailCardChromeView {
  /** The card's heading: the record title, or the generic one. */
  heading: string;
  /** spec 9: the skeleton's container height until initialised, then the measured height. */
  height: number;
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
    loadedParts,
    openSetting: () => send({ type: 'SETTING.OPEN' }),
    closeSetting: () => send({ type: 'SETTING.CLOSE' }),
    partLoaded: (part) => send({ type: 'PART.LOADED', part }),
  };
}

/** The card's view: its form's view (`connectForm`) with the card's parts and measured height. */
export function detailCardView(form: FormView, chrome: DetailCardChromeView): DetailCardView {
  return {
    ...form,
    ...chrome,
    skeleton: {
      ...form.skeleton,
      rows: skeletonRows(form.skeleton.containerHeight, form.skeleton.rowHeight),
    },
    heading: form.title || chrome.defaultHeading,
    height: detailCardHeight(form.initialised, form.sections, form.skeleton.containerHeight),
  };
}
