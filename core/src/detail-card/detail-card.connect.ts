import type { SnapshotFrom } from 'xstate';
import { connectForm, type FormView } from '../form';
import type { ConnectEnv } from '../shared/connect';
import { detailCardHeight, skeletonRows } from './detail-card.logic';
import type { DetailCardEvent, DetailCardMachine } from './detail-card.machine';

/** What a skin shows for a detail card: the form's view plus the card's own parts. */
export interface DetailCardView extends FormView {
  /** The card's heading (the record title, or the generic one while loading). */
  heading: string;
  settingLabel: string;
  settingTitle: string;
  groupListTitle: string;
  /** Accessible name of the skeleton. */
  skeletonLabel: string;
  /** spec 9: the skeleton's container height until initialised, then the measured height. */
  height: number;
}

export function connectDetailCard(
  snapshot: SnapshotFrom<DetailCardMachine>,
  send: (event: DetailCardEvent) => void,
  env: ConnectEnv,
): DetailCardView {
  const form = connectForm(snapshot, send, env);
  return {
    ...form,
    skeleton: {
      ...form.skeleton,
      rows: skeletonRows(form.skeleton.containerHeight, form.skeleton.rowHeight),
    },
    heading: form.title || env.t('detail-card.title'),
    settingLabel: env.t('detail-card.setting'),
    settingTitle: env.t('detail-card.settingTitle'),
    groupListTitle: env.t('detail-card.groupList'),
    skeletonLabel: env.t('detail-card.loading'),
    height: detailCardHeight(form.initialised, form.sections),
  };
}
