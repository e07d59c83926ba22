import { connectDetailCard, detailCardTexts, type DetailCardView } from '../../detail-card';
import { useFormHost, type FormSkinProps, type UseFormProps } from '../form/use-form';
import { useActorView } from '../machine';

/** Props both skins' `DetailCard` take: a record to load (`source`) or a card given at once. */
export type DetailCardSkinProps = FormSkinProps;
export type UseDetailCardProps = UseFormProps;

/** @deprecated The hook returns the view model: use `DetailCardView`. */
export type DetailCardApi = DetailCardView;

/** A detail card's view model: the form machine, loaded and saved over the card calls. */
export function useDetailCard(props: UseDetailCardProps): DetailCardView {
  return useActorView(
    useFormHost(props),
    { platform: props.platform, messages: detailCardTexts },
    connectDetailCard,
  );
}
