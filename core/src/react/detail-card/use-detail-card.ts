import { useMemo } from 'react';
import {
  connectDetailCard,
  detailCardMachine,
  detailCardTexts,
  detailCardView,
  type DetailCardView,
} from '../../detail-card';
import { connectForm, formTexts } from '../../form';
import { useFormHost, type FormSkinProps, type UseFormProps } from '../form/use-form';
import { useActorView, useMachineActor } from '../machine';

/** Props both skins' `DetailCard` take: a record to load (`source`) or a card given at once. */
export type DetailCardSkinProps = FormSkinProps;
export type UseDetailCardProps = UseFormProps;

const CARD_INPUT = { input: {} };

/**
 * A detail card's view model: the form machine (record loaded and saved over the card calls) and
 * the card machine (setting content, lazily loaded parts), composed.
 */
export function useDetailCard(props: UseDetailCardProps): DetailCardView {
  const { platform } = props;
  const form = useActorView(useFormHost(props), { platform, messages: formTexts }, connectForm);
  const chrome = useActorView(
    useMachineActor(detailCardMachine, CARD_INPUT),
    { platform, messages: detailCardTexts },
    connectDetailCard,
  );
  return useMemo(() => detailCardView(form, chrome), [form, chrome]);
}
