import { useEffect, useMemo, useState } from 'react';
import {
  connectDetailCard,
  connectDetailCardRelated,
  createDetailCardServices,
  detailCardActors,
  detailCardMachine,
  detailCardRelatedMachine,
  detailCardTexts,
  detailCardView,
  type DetailCardView,
} from '../../detail-card';
import { connectForm, createFormServices, formTexts, type CardRelevanceData } from '../../form';
import { useFormHost, type FormSkinProps, type UseFormProps } from '../form/use-form';
import { useActorView, useMachineActor } from '../machine';

/** Props both skins' `DetailCard` take: a record to load (`source`) or a card given at once. */
export interface DetailCardSkinProps extends FormSkinProps {
  /**
   * For a card given at once (`card`): the card's related-record groups (spec 3 `relevanceDatas`)
   * as they are now, asked for when the user refreshes them (a pull on the mobile list). Read at
   * mount whether it is given; the latest one is called. A loaded card (`source`) asks its card
   * call again without it.
   */
  onRefreshRelated?: () => Promise<readonly CardRelevanceData[]> | readonly CardRelevanceData[];
}
export type UseDetailCardProps = UseFormProps & DetailCardSkinProps;

const CARD_INPUT = { input: {} };

/** Holds the latest `onRefreshRelated` for the refresh actor created at mount. */
class RefreshBridge {
  handler: DetailCardSkinProps['onRefreshRelated'];
  set(handler: DetailCardSkinProps['onRefreshRelated']): void {
    this.handler = handler;
  }
}

/** The related-record refresh's machine, over the card's call or the host's refresh. */
function useRelatedRefresh(props: UseDetailCardProps) {
  const [bridge] = useState(() => new RefreshBridge());
  useEffect(() => bridge.set(props.onRefreshRelated));
  const [options] = useState(() => {
    const services = createDetailCardServices({
      source: props.source,
      formServices: { ...createFormServices({ mobile: props.platform === 'mobile' }), ...props.services },
      refreshRelated: props.onRefreshRelated ? () => bridge.handler?.() ?? [] : undefined,
    });
    return {
      input: { enabled: services !== undefined },
      implementations: services ? { actors: detailCardActors(services) } : undefined,
    };
  });
  return useMachineActor(detailCardRelatedMachine, options);
}

/**
 * A detail card's view model: the form machine (record loaded and saved over the card calls), the
 * card machine (setting content, lazily loaded parts) and the related records' refresh, composed.
 */
export function useDetailCard(props: UseDetailCardProps): DetailCardView {
  const { platform } = props;
  const form = useActorView(useFormHost(props), { platform, messages: formTexts }, connectForm);
  const chrome = useActorView(
    useMachineActor(detailCardMachine, CARD_INPUT),
    { platform, messages: detailCardTexts },
    connectDetailCard,
  );
  const related = useActorView(
    useRelatedRefresh(props),
    { platform, messages: detailCardTexts },
    connectDetailCardRelated,
  );
  return useMemo(() => detailCardView(form, chrome, related), [form, chrome, related]);
}
